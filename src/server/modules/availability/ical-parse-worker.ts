/**
 * Worker-thread entry of ical-parse-thread.ts: parses one feed off the main thread and posts back its
 * ranges, or the error that stopped it. The main thread imports it only for its address.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FeedParseError, type ParsedCalendar, parseIcalCalendar } from './ical-parse.js';

/**
 * The file holding this module, wherever the build put it: in the built server a chunk with only the
 * parser's modules (the module is an entry of its own, vite.config.ts), run from source the .ts file.
 */
export const ICAL_PARSE_WORKER_URL = import.meta.url;

export interface ParseRequest {
  body: string;
  timeZone: string;
  /** Today in the chalet's zone: events far from it are skipped (EVENT_WINDOW). */
  today?: string;
}

export type ParseAnswer =
  | ({ ok: true } & ParsedCalendar)
  | { ok: false; feedError: boolean; message: string };

/** Present only in a worker started by ical-parse-thread.ts. */
const request = (workerData as { icalParse?: ParseRequest } | null)?.icalParse;
if (request && parentPort) {
  let answer: ParseAnswer;
  try {
    answer = { ok: true, ...parseIcalCalendar(request.body, request.timeZone, request.today) };
  } catch (error) {
    answer = {
      ok: false,
      feedError: error instanceof FeedParseError,
      message: (error as Error)?.message ?? String(error),
    };
  }
  parentPort.postMessage(answer);
}
