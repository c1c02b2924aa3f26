import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { hitRateLimit, type RateRule, rateLimitKey } from '../../platform/rate-limit/rate-limit.js';

/**
 * Renders (cache misses) are the one expensive thing an anonymous visitor can ask for. They are
 * bounded twice: a few at a time in this process, with a short queue behind them, and a number per
 * client address per minute. Everything else (static files, cached images) never waits for them.
 */

export const RENDER_BUSY_MESSAGE = 'The image is being prepared. Please try again in a few seconds.';
export const RENDER_RATE_LIMIT_MESSAGE = 'Too many new image sizes requested. Please try again later.';
/** How long a client refused for a full queue should wait: about one render. */
export const RENDER_BUSY_RETRY_AFTER_S = 5;
export const RENDER_RATE_WINDOW_MS = 60_000;

/** A refusal that tells the client when to come back (sent as Retry-After). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/** Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn, the rest are refused. */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** What a refused task is told (an upload's queue says it in the owner's words). */
    private readonly busyMessage = RENDER_BUSY_MESSAGE,
  ) {}

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new RetryLaterError(503, this.busyMessage, RENDER_BUSY_RETRY_AFTER_S);
      }
      // The slot is handed over by the finishing task, so `running` never exceeds the bound.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export interface RenderGateOptions {
  concurrency: number;
  maxWaiting: number;
  /** Renders one client address may cause per minute. */
  perClientPerMinute: number;
}

/** Admission for one render: the client's per-minute allowance first, then a place in the queue. */
export class RenderGate {
  readonly queue: RenderQueue;
  private readonly rule: RateRule;

  constructor(
    private readonly db: Db,
    options: RenderGateOptions,
  ) {
    this.queue = new RenderQueue(options.concurrency, options.maxWaiting);
    this.rule = { limit: options.perClientPerMinute, windowMs: RENDER_RATE_WINDOW_MS };
  }

  async render<T>(clientIp: string, task: () => Promise<T>): Promise<T> {
    // Refused before counting when the queue is full, so a busy server does not use up a visitor's allowance.
    if (this.queue.active >= this.queue.concurrency && this.queue.queued >= this.queue.maxWaiting) {
      throw new RetryLaterError(503, RENDER_BUSY_MESSAGE, RENDER_BUSY_RETRY_AFTER_S);
    }
    const count = await hitRateLimit(this.db, `image-render:${rateLimitKey(clientIp)}`, this.rule);
    if (count > this.rule.limit) {
      throw new RetryLaterError(429, RENDER_RATE_LIMIT_MESSAGE, RENDER_RATE_WINDOW_MS / 1000);
    }
    return this.queue.run(task);
  }
}
