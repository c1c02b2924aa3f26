/**
 * The backup's tar (POSIX ustar, pax headers for long names), written and read as streams with
 * `tar-stream` (decision 0081): a backup holds hundreds of megabytes of pictures and is never held in
 * memory. Only plain files are written or read; `tar tzf` lists a backup and `tar xzf` unpacks it.
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { extract, pack } from 'tar-stream';

export class InvalidArchiveError extends Error {}

/**
 * The largest pax (or GNU long-name) header tar-stream reads; a larger one it refuses from the size
 * its header block claims, before a byte of it is read (decision 0071). A backup's hold one path.
 */
export const MAX_PAX_HEADER_BYTES = 4 * 1024 * 1024;

/** Megabytes with one decimal, for refusals. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface TarFile {
  name: string;
  size: number;
  mtimeMs: number;
  /** Exactly `size` bytes; a body of another length fails the archive. */
  body: () => Readable | Promise<Readable>;
}

/** Whether the stream asked for more (true) or was closed first (false): an archive the reader left. */
async function drained(stream: NodeJS.WritableStream): Promise<boolean> {
  const stop = new AbortController();
  try {
    return await Promise.race([
      once(stream, 'drain', { signal: stop.signal }).then(() => true),
      once(stream, 'close', { signal: stop.signal }).then(() => false),
    ]);
  } finally {
    stop.abort(); // the other wait's listener goes
  }
}

/**
 * Writes `chunks` into a writable stream, waiting whenever it asks to (backpressure). Stops, closing the
 * source (a file, the gunzip), when the stream is closed before it drains.
 */
async function writeAll(target: NodeJS.WritableStream, chunks: AsyncIterable<Buffer>) {
  for await (const chunk of chunks) if (!target.write(chunk) && !(await drained(target))) return;
}

/**
 * The archive of `files`, chunk by chunk. A body shorter or longer than announced throws, so a file
 * that changed while it was being read never makes a malformed archive that looks whole.
 */
export async function* writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): AsyncGenerator<Buffer> {
  const archive = pack();
  const filling = (async () => {
    for await (const file of files) {
      let written = 0;
      const entry = archive.entry({ name: file.name, size: file.size, mtime: new Date(file.mtimeMs) });
      const done = new Promise<void>((resolve, reject) => {
        entry.on('error', reject);
        entry.on('finish', resolve);
      });
      await writeAll(
        entry as unknown as NodeJS.WritableStream,
        (async function* () {
          for await (const chunk of await file.body()) {
            written += (chunk as Buffer).length;
            if (written > file.size) throw new Error(`${file.name} grew while it was being archived`);
            yield chunk as Buffer;
          }
          if (written !== file.size) throw new Error(`${file.name} shrank while it was being archived`);
        })(),
      );
      (entry as unknown as NodeJS.WritableStream).end();
      await done;
    }
    archive.finalize();
  })();
  // A failed file destroys the archive, so reading it throws that error.
  filling.catch((error: Error) => archive.destroy(error));
  yield* archive as AsyncIterable<Buffer>;
  await filling;
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them all (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** tar-stream's refusals in the restore's words; any other error is passed on as it is. */
function plainError(error: unknown): unknown {
  if (error instanceof InvalidArchiveError || !(error instanceof Error)) return error;
  if (error.message === 'Header exceeds max size')
    return new InvalidArchiveError(
      `The backup file holds a tar header over ${megabytes(MAX_PAX_HEADER_BYTES)}: this is not a backup the site made.`,
    );
  if (error.message === 'Unexpected end of data')
    return new InvalidArchiveError('The backup file is cut short.');
  if (error.message.startsWith('Invalid'))
    return new InvalidArchiveError('The backup file is damaged (a bad tar header).');
  return error;
}

/**
 * The plain files of a tar stream, in order. A damaged header or a file cut short throws
 * InvalidArchiveError; other entry types (folders, links) are refused, as a backup never holds them.
 */
export async function* readTar(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const extractor = extract();
  const input = extractor as unknown as NodeJS.WritableStream;
  const feeding = (async () => {
    await writeAll(
      input,
      (async function* () {
        yield* source;
      })(),
    );
    input.end();
  })();
  // A source that fails (a damaged gzip stream) fails the extraction with its own error.
  feeding.catch((error: Error) => extractor.destroy(error));
  try {
    for await (const entry of extractor) {
      const { header } = entry;
      if (header.type !== 'file')
        throw new InvalidArchiveError(`The backup file holds an unexpected entry (type ${header.type}).`);
      let started = false;
      const body = (async function* () {
        started = true;
        yield* entry as AsyncIterable<Buffer>;
      })();
      yield { name: header.name, size: header.size, body };
      // The consumer skipped the body: read past it.
      if (!started) {
        const ended = once(entry as unknown as NodeJS.EventEmitter, 'end');
        entry.resume();
        await ended;
      }
    }
    await feeding;
  } catch (error) {
    throw plainError(error);
  } finally {
    extractor.destroy();
  }
}
