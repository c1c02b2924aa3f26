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

function milliseconds(min: number, max: number) {
  const message = `must be a whole number of milliseconds from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

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
  /** Unset: http://localhost:<PORT> (filled in by loadConfig). */
  PUBLIC_URL: UrlSchema.optional(),
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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Unset: `warn` in production (request lines would bury the start-up summary), `info` otherwise. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** PostgreSQL: how long to wait for a connection (start-up fails after this; requests answer 503). */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 600_000).default(5000),
  /** PostgreSQL: the longest a statement may run before it is cancelled and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 3_600_000).default(15_000),
  /** PostgreSQL: idle pooled connections close after this; a transaction left idle this long is ended. */
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(1000, 3_600_000).default(30_000),
  /** After SIGTERM: how long /api/health answers 503 while requests are still served, before closing. */
  SHUTDOWN_DRAIN_MS: milliseconds(0, 600_000).default(5000),
  /** /api/health answers 503 when DATA_DIR has less free space than this. */
  DISK_MIN_FREE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes from 0 to 100000000' })
    .int('must be a whole number of megabytes from 0 to 100000000')
    .min(0, 'must be a whole number of megabytes from 0 to 100000000')
    .max(100_000_000, 'must be a whole number of megabytes from 0 to 100000000')
    .default(64),
});

type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<ParsedConfig, 'DATA_DIR' | 'PUBLIC_URL' | 'LOG_LEVEL'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  LOG_LEVEL: NonNullable<ParsedConfig['LOG_LEVEL']>;
};

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
  return withDerivedDefaults({ ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) });
}

/** Defaults that depend on other settings. */
function withDerivedDefaults(parsed: ParsedConfig): Config {
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    LOG_LEVEL: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'production' ? 'warn' : 'info'),
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...withDerivedDefaults(ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })),
    DATA_DIR: path.resolve('.test-output/data'),
    ...overrides,
  };
}
