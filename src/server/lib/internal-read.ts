import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Marks the API reads a page render makes in-process (`app.inject`): once the render is admitted (an
 * admin page for the owner's session under overload), its reads are part of it and the overload guard
 * lets them through. A random value per process, so no request from outside can carry it.
 */
const INTERNAL_READ_HEADER = 'x-internal-read';
const INTERNAL_READ_TOKEN = randomBytes(16).toString('hex');

export const internalReadHeaders = (): Record<string, string> => ({
  [INTERNAL_READ_HEADER]: INTERNAL_READ_TOKEN,
});

export const isInternalRead = (headers: IncomingHttpHeaders): boolean =>
  headers[INTERNAL_READ_HEADER] === INTERNAL_READ_TOKEN;
