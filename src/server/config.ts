import path from 'node:path';
import { z } from 'zod';

const PortSchema = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const UrlSchema = z
  .string()
  .url('must be an absolute http(s) URL, e.g. https://example.com')
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v.replace(/\/+$/, ''));

const PostgresUrlSchema = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// connection URL');

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const ConfigSchema = z.object({
  PORT: PortSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: PostgresUrlSchema.optional(),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(50, 'must be at most 50 characters')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PUBLIC_URL: UrlSchema.default('http://localhost:3000'),
  BOOKING_URL: UrlSchema.default('https://www.airbnb.com.au/'),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Z0-9-]+$/i, 'must be a measurement id such as G-ABC123')
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Contact messages accepted per IP address per hour. */
  CONTACT_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int('must be a whole number from 1 to 10000')
    .min(1, 'must be a whole number from 1 to 10000')
    .max(10_000, 'must be a whole number from 1 to 10000')
    .default(5),
  /** Image renders (cache misses) running at once; the rest wait in a queue of IMAGE_RENDER_QUEUE. */
  IMAGE_RENDER_CONCURRENCY: wholeNumber(1, 8).default(1),
  /** Renders that may wait for a free slot; past that a render is refused with 503 + Retry-After. */
  IMAGE_RENDER_QUEUE: wholeNumber(0, 1000).default(32),
  /** Image renders one client address may cause per minute; past that 429 + Retry-After. */
  IMAGE_RENDER_RATE_LIMIT: wholeNumber(1, 100_000).default(60),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Parses the environment; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in ConfigSchema.shape && value !== ''),
  );
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const renderThreads = checkRenderThreads(result.data.IMAGE_RENDER_CONCURRENCY, env.UV_THREADPOOL_SIZE);
  if (renderThreads)
    throw new ConfigError(`Invalid configuration:\n  IMAGE_RENDER_CONCURRENCY: ${renderThreads}`);
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** libuv's default thread pool size; libuv reads UV_THREADPOOL_SIZE once, before any code of ours runs. */
export const DEFAULT_THREADPOOL_SIZE = 4;
/** Pool threads kept free of image renders, for file reads (static files, cached images) and the rest. */
export const THREADS_KEPT_FOR_FILES = 2;

/**
 * Each running render holds one pool thread, so renders may never fill the pool: static files and
 * cached images would wait behind them. Returns why the combination is refused, or null.
 */
export function checkRenderThreads(concurrency: number, poolSizeVariable: string | undefined): string | null {
  const pool = Number(poolSizeVariable) > 0 ? Math.floor(Number(poolSizeVariable)) : DEFAULT_THREADPOOL_SIZE;
  const most = pool - THREADS_KEPT_FOR_FILES;
  if (concurrency <= most) return null;
  return `must be at most ${Math.max(most, 0)} with a thread pool of ${pool} (${THREADS_KEPT_FOR_FILES} threads stay free for file reads); start the server with UV_THREADPOOL_SIZE=${concurrency + THREADS_KEPT_FOR_FILES} or more to render ${concurrency} images at once`;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    DATA_DIR: path.resolve('.test-output/data'),
    ...overrides,
  };
}
