/**
 * Decodes a HEIC/HEIF upload in a worker thread of its own (heic-decode-worker.ts, decision 0088):
 * sharp's prebuilt libvips has no HEVC decoder, libheif's WebAssembly build has one, and the thread's
 * end gives back the WebAssembly heap that a decode grows and never shrinks.
 */
import { startModuleWorker } from '../../lib/start-worker.js';
import {
  HEIC_DECODE_WORKER_URL,
  type HeicDecodeAnswer,
  type HeicDecodeRequest,
} from './heic-decode-worker.js';

/** A 12-megapixel photo decodes in a few seconds here; a stuck decode must not hold the upload queue. */
export const HEIC_DECODE_TIMEOUT_MS = 60_000;
/** The thread's JavaScript heap: what leaves the decoder is the shrunk copy (tens of MB at most). */
const DECODE_HEAP_MB = 128;

export type DecodedHeic = Extract<HeicDecodeAnswer, { ok: true }>;

export class HeicDecodeError extends Error {
  constructor(
    readonly reason: Extract<HeicDecodeAnswer, { ok: false }>['reason'],
    message: string,
  ) {
    super(message);
  }
}

/** The picture's upright pixels, at least `minLongestSide` long where it was; throws HeicDecodeError. */
export async function decodeHeicOffThread(
  request: HeicDecodeRequest,
  { timeoutMs = HEIC_DECODE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<DecodedHeic> {
  const worker = startModuleWorker(HEIC_DECODE_WORKER_URL, {
    workerData: { heicDecode: request },
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: DECODE_HEAP_MB },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<DecodedHeic>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new HeicDecodeError('undecodable', `not decoded within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      worker.once('message', (answer: HeicDecodeAnswer) => {
        if (answer.ok) resolve(answer);
        else reject(new HeicDecodeError(answer.reason, answer.message));
      });
      worker.once('error', (error) => reject(new HeicDecodeError('undecodable', error.message)));
      worker.once('exit', (code) => reject(new Error(`The HEIC decoder stopped (exit code ${code})`)));
    });
  } finally {
    clearTimeout(timer);
    void worker.terminate();
  }
}
