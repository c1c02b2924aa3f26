/**
 * The tar format (POSIX ustar, with a pax header for names beyond 100 bytes), written and read as
 * streams: a backup holds hundreds of megabytes of pictures and is never held in memory. Only plain
 * files are written or read; `tar tzf` lists a backup and `tar xzf` unpacks it.
 */
import type { Readable } from 'node:stream';

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export class InvalidArchiveError extends Error {}

/** A backup's pax headers hold one path; a larger one is refused before a byte of it is read. */
export const MAX_PAX_HEADER_BYTES = 1024 * 1024;

/** Megabytes with one decimal, for refusals. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bytes after `size` bytes of content that fill its last block. */
const paddingOf = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function writeField(block: Buffer, offset: number, length: number, value: string) {
  block.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/** One ustar header block: a plain file ('0') or a pax extended header ('x'). */
export function tarHeader(name: string, size: number, mtimeMs: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  writeField(block, 0, 100, name);
  writeField(block, 100, 8, octal(0o644, 8));
  writeField(block, 108, 8, octal(0, 8));
  writeField(block, 116, 8, octal(0, 8));
  writeField(block, 124, 12, octal(size, 12));
  writeField(block, 136, 12, octal(Math.floor(mtimeMs / 1000), 12));
  block.fill(' ', 148, 156); // the checksum counts its own field as spaces
  writeField(block, 156, 1, type);
  writeField(block, 257, 6, 'ustar\0');
  writeField(block, 263, 2, '00');
  let sum = 0;
  for (const byte of block) sum += byte;
  writeField(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** A pax record "<length> path=<name>\n", whose length counts its own digits. */
function paxPathRecord(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`);
}

/** The header blocks of one file: a pax header first when the name does not fit ustar's 100 bytes. */
export function fileHeader(name: string, size: number, mtimeMs: number): Buffer {
  if (Buffer.byteLength(name) <= 100) return tarHeader(name, size, mtimeMs, '0');
  const pax = paxPathRecord(name);
  return Buffer.concat([
    tarHeader('PaxHeader', pax.length, mtimeMs, 'x'),
    pax,
    paddingOf(pax.length),
    tarHeader(name.slice(0, 100), size, mtimeMs, '0'),
  ]);
}

export interface TarFile {
  name: string;
  size: number;
  mtimeMs: number;
  /** Exactly `size` bytes; a body of another length fails the archive. */
  body: () => Readable | Promise<Readable>;
}

/**
 * The archive of `files`, chunk by chunk. A body shorter or longer than announced throws, so a file
 * that changed while it was being read never makes a malformed archive that looks whole.
 */
export async function* writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) {
    yield fileHeader(file.name, file.size, file.mtimeMs);
    let written = 0;
    for await (const chunk of await file.body()) {
      written += (chunk as Buffer).length;
      if (written > file.size) throw new Error(`${file.name} grew while it was being archived`);
      yield chunk as Buffer;
    }
    if (written !== file.size) throw new Error(`${file.name} shrank while it was being archived`);
    yield paddingOf(file.size);
  }
  yield END_OF_ARCHIVE;
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.length < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Up to `max` bytes (at least one unless the stream has ended). */
  async readSome(max: number): Promise<Buffer> {
    await this.fill(1);
    const all = Buffer.concat(this.buffered, this.length);
    const taken = all.subarray(0, Math.min(max, all.length));
    const rest = all.subarray(taken.length);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  /** Exactly `size` bytes, or an error when the stream ends first. */
  async read(size: number): Promise<Buffer> {
    await this.fill(size);
    if (this.length < size) throw new InvalidArchiveError('The backup file is cut short.');
    const all = Buffer.concat(this.buffered, this.length);
    const rest = all.subarray(size);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, size);
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new InvalidArchiveError('The backup file is not a tar archive.');
  return Number.parseInt(text, 8);
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return readOctal(block, 148, 8) === sum;
}

function paxPath(records: Buffer): string | undefined {
  for (const line of records.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/s.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them all (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/**
 * The plain files of a tar stream, in order. A damaged header, a file cut short or a missing end
 * marker throws InvalidArchiveError; other entry types (folders, links) are refused, as a backup
 * never holds them.
 */
export async function* readTar(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(
    (async function* () {
      yield* source;
    })(),
  );
  let longName: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.every((byte) => byte === 0)) {
      await reader.read(BLOCK).catch(() => Buffer.alloc(0)); // the second end block may be absent
      return;
    }
    if (!checksumMatches(block))
      throw new InvalidArchiveError('The backup file is damaged (a bad tar header).');
    const size = readOctal(block, 124, 12);
    const type = readString(block, 156, 1) || '0';
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === 'x') {
      if (size > MAX_PAX_HEADER_BYTES)
        throw new InvalidArchiveError(
          `The backup file holds a tar header of ${megabytes(size)} (at most 1 MB): this is not a backup the site made.`,
        );
      longName = paxPath(await reader.read(size));
      await reader.read(padding);
      continue;
    }
    if (type !== '0')
      throw new InvalidArchiveError(`The backup file holds an unexpected entry (type ${type}).`);
    const prefix = readString(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
    longName = undefined;
    let remaining = size;
    let consumed = false;
    const body = (async function* () {
      consumed = true;
      while (remaining > 0) {
        const chunk = await reader.readSome(Math.min(remaining, 64 * 1024));
        if (chunk.length === 0) throw new InvalidArchiveError('The backup file is cut short.');
        remaining -= chunk.length;
        yield chunk;
      }
    })();
    yield { name, size, body };
    if (!consumed || remaining > 0) {
      // The consumer skipped (part of) the body: read past it.
      while (remaining > 0) {
        const chunk = await reader.readSome(Math.min(remaining, 64 * 1024));
        if (chunk.length === 0) throw new InvalidArchiveError('The backup file is cut short.');
        remaining -= chunk.length;
      }
    }
    await reader.read(padding);
  }
}
