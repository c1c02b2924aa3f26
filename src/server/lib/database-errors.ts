/** The error and its causes (DrizzleQueryError wraps the driver's error; AggregateError holds one per address). */
export function errorChain(error: unknown): (Error & { code?: unknown })[] {
  const chain: (Error & { code?: unknown })[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 10) {
    const current = queue.shift();
    if (!(current instanceof Error)) continue;
    chain.push(current);
    if (current.cause) queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return chain;
}

/** The first SQLSTATE or system error code (ECONNREFUSED …) along the chain. */
export function errorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

/** Retry-After (seconds) of a 503 because the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

const UNAVAILABLE_MESSAGES = [
  /timeout expired/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection terminated/i,
  /database is not answering/i,
  /cannot use a pool after calling end/i,
  // The embedded database once closed (or closing, as the process stops): refused at once.
  /PGlite is clos(ed|ing)/i,
  /^database closed$/,
];

// ECONN…/ETIMEDOUT/EHOSTUNREACH…: the network; 08xxx connection exceptions; 57014 statement timeout;
// 57P01-57P03 server shutting down or starting; 53300 too many connections.
const UNAVAILABLE_CODES =
  /^(E(CONN\w+|TIMEDOUT|HOSTUNREACH|NETUNREACH|PIPE|AI_AGAIN)|08\w{3}|57014|57P0[1-3]|53300)$/;

/** Whether an error means the database cannot be reached or did not answer in time: 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    (link) =>
      (typeof link.code === 'string' && UNAVAILABLE_CODES.test(link.code)) ||
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(link.message)),
  );
}

/** No space left (ENOSPC), a quota reached (EDQUOT), or PostgreSQL's disk_full (53100). */
const STORAGE_FULL_CODES = /^(ENOSPC|EDQUOT|53100)$/;
/** How the same reasons read where no code is kept (PGlite's PostgreSQL reports its file errors as text). */
const STORAGE_FULL_MESSAGES = [/no space left on device/i, /disk quota exceeded/i];

/** Whether a write failed because the disk (of DATA_DIR, or of the database) is full: 507, not 500. */
export function isStorageFull(error: unknown): boolean {
  return errorChain(error).some(
    (link) =>
      (typeof link.code === 'string' && STORAGE_FULL_CODES.test(link.code)) ||
      STORAGE_FULL_MESSAGES.some((pattern) => pattern.test(link.message)),
  );
}
