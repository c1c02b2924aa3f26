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

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const hoursSchema = z.coerce
  .number({ error: 'must be a number of hours from 0 to 72' })
  .min(0, 'must be a number of hours from 0 to 72')
  .max(72, 'must be a number of hours from 0 to 72');

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
  /** The chalet's clock: every date a guest or the owner sees is in this IANA zone. */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Australia/Sydney')
    .default('Australia/Sydney'),
  /** Hours before check-in that a stay's door code and WiFi become visible. */
  STAY_EARLY_HOURS: hoursSchema.default(2),
  /** Hours after check-out that a stay's access code keeps working. */
  STAY_LATE_HOURS: hoursSchema.default(1),
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
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    DATA_DIR: path.resolve('.test-output/data'),
    ...overrides,
  };
}
