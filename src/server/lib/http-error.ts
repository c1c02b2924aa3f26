/** An error whose status and message are safe to show the caller. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
    /** More facts for the caller, sent beside `message` (e.g. a refused code's `endedAt`). */
    public readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'You must be signed in to do that') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const conflict = (message: string, details?: Record<string, string | number>) =>
  new HttpError(409, message, undefined, details);
export const tooManyRequests = (message: string) => new HttpError(429, message);
