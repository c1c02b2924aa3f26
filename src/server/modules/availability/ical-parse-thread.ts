/**
 * Runs parseIcalRanges for a large feed in a worker thread, with a deadline and a memory ceiling
 * (decision 0036): even a linear parse of a 2 MB feed holds its thread for hundreds of milliseconds,
 * which on the main thread would stall every request.
 */
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../lib/start-worker.js';
import { assertReadableFeed, FeedParseError, type ParsedCalendar, parseIcalCalendar } from './ical-parse.js';
import { ICAL_PARSE_WORKER_URL, type ParseAnswer, type ParseRequest } from './ical-parse-worker.js';

export const ICAL_PARSE_TIMEOUT_MS = 10_000;
/**
 * A feed this small (a chalet's usual calendar is a few KB) parses in a few milliseconds, less than a
 * worker takes to start: it is parsed in place.
 */
export const ICAL_INLINE_PARSE_MAX_BYTES = 64 * 1024;
/** Old-generation heap of the parse: a 2 MB feed's parse needs a few tens of MB. */
const PARSE_HEAP_MB = 256;

/** Starts ical-parse-worker.ts. */
function startWorker(request: ParseRequest): Worker {
  return startModuleWorker(ICAL_PARSE_WORKER_URL, {
    workerData: { icalParse: request },
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
  });
}

/**
 * parseIcalCalendar, off the main thread unless the feed is small; throws FeedParseError with an
 * owner-readable message.
 */
export async function parseIcalCalendarOffThread(
  body: string,
  timeZone: string,
  { timeoutMs = ICAL_PARSE_TIMEOUT_MS, today }: { timeoutMs?: number; today?: string } = {},
): Promise<ParsedCalendar> {
  if (Buffer.byteLength(body) <= ICAL_INLINE_PARSE_MAX_BYTES) return parseIcalCalendar(body, timeZone, today);
  // A feed refused anyway starts no worker.
  assertReadableFeed(body);
  const worker = startWorker({ body, timeZone, today });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ParsedCalendar>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new FeedParseError(`The feed could not be read within ${timeoutMs / 1000} seconds`)),
        timeoutMs,
      );
      worker.once('message', (answer: ParseAnswer) => {
        if (answer.ok) resolve({ ranges: answer.ranges, skipped: answer.skipped });
        else reject(answer.feedError ? new FeedParseError(answer.message) : new Error(answer.message));
      });
      worker.once('error', (error: NodeJS.ErrnoException) => {
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FeedParseError('The feed needs too much memory to read')
            : error,
        );
      });
      worker.once('exit', (code) => reject(new Error(`The feed's parser stopped (exit code ${code})`)));
    });
  } finally {
    clearTimeout(timer);
    void worker.terminate();
  }
}
