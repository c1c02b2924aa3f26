import type { QueryFunction } from '@tanstack/react-query';
import { pageApiUrl } from './page-locale.js';

/** The `message` of a JSON error body (`{message}`), or the body itself when it is not JSON. */
function bodyMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === 'string') return parsed.message;
  } catch {
    // not JSON: the text itself is the message
  }
  return body || undefined;
}

/**
 * A non-OK answer. Its message follows spec section 8, "status: body text", where the body text of
 * our own JSON errors is their `message` (so a toast reads "409: An access code … already exists").
 */
export class ApiRequestError extends Error {
  /** The server's own message (`{message}` of the body, or the plain body) when there is one. */
  readonly serverMessage: string | undefined;

  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
    /** The answer's `Retry-After` as sent (an overloaded server's 503 gives seconds), or null. */
    public readonly retryAfter: string | null = null,
  ) {
    const text = bodyMessage(body);
    super(`${status}: ${text ?? statusText}`);
    this.serverMessage = text;
  }

  get fieldErrors(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { errors?: Record<string, string> }).errors ?? {};
    } catch {
      return {};
    }
  }
}

/** The message of an error for the "Failed to …: {message}" texts: "status: text" for API errors. */
export function errorMessage(error: unknown, fallback = 'Server error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const body = await response.text();
    throw new ApiRequestError(
      response.status,
      body,
      response.statusText,
      response.headers.get('retry-after'),
    );
  }
}

/**
 * Every call sends credentials; a body is JSON, except FormData which goes as multipart. `headers` adds
 * request headers (a booking's `Idempotency-Key`).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(method === 'GET' ? pageApiUrl(url) : url, {
    method,
    credentials: 'include',
    headers: {
      ...(body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default query: the key's first element is the URL. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(pageApiUrl(queryKey[0] as string), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
