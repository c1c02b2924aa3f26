import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PLACEHOLDER_BOOKING_URL } from '../shared/booking-link.js';

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

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_MESSAGE =
  "true trusts any client's own X-Forwarded-For header, so every per-IP limit (login lockout included) " +
  'could be bypassed. Set the number of proxies in front of the app (e.g. TRUST_PROXY=1 behind one ' +
  'reverse proxy) or their addresses (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8), or false';

/**
 * Whom to believe about the client's address: false (nobody, the default), a hop count, or a list of
 * proxy addresses/CIDRs. `true` is refused: it would believe whatever the client sends.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    if (lower === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          `must be false, a number of proxy hops (e.g. 1) or a comma-separated list of proxy IP ` +
          `addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); not understood: ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

function milliseconds(min: number, max: number) {
  const message = `must be a whole number of milliseconds from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}
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
  /** Unset: http://localhost:<PORT> (filled in by loadConfig). */
  PUBLIC_URL: UrlSchema.optional(),
  BOOKING_URL: UrlSchema.default(PLACEHOLDER_BOOKING_URL),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Z0-9-]+$/i, 'must be a measurement id such as G-ABC123')
    .optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  /** Contact messages accepted per IP address per hour. */
  CONTACT_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int('must be a whole number from 1 to 10000')
    .min(1, 'must be a whole number from 1 to 10000')
    .max(10_000, 'must be a whole number from 1 to 10000')
    .default(5),
  /** Experience bookings accepted per IP address per hour (issue 35). */
  BOOKING_RATE_LIMIT: wholeNumber(1, 100_000).default(20),
  /**
   * Bookings per address (IPv6: per /64) per hour confirmed at once; beyond, each waits for the guest
   * to confirm it from an emailed link (issue 42, item 5).
   */
  BOOKING_CONFIRMED_PER_ADDRESS: wholeNumber(0, 100_000).default(2),
  /** Minutes between availability syncs; fractions are allowed (the multi-process test uses 0.05 = 3 s). */
  AVAILABILITY_SYNC_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes from 0.01 to 1440' })
    .min(0.01, 'must be a number of minutes from 0.01 to 1440')
    .max(1440, 'must be a number of minutes from 0.01 to 1440')
    .default(15),
  /** Lets iCal feed URLs resolve to loopback/private addresses (tests, or a feed on the owner's LAN). */
  ICAL_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Image renders (cache misses) running at once; the rest wait in a queue of IMAGE_RENDER_QUEUE. */
  IMAGE_RENDER_CONCURRENCY: wholeNumber(1, 8).default(1),
  /** Renders that may wait for a free slot; past that a render is refused with 503 + Retry-After. */
  IMAGE_RENDER_QUEUE: wholeNumber(0, 1000).default(32),
  /** Image renders one client address may cause per minute; past that 429 + Retry-After. */
  IMAGE_RENDER_RATE_LIMIT: wholeNumber(1, 100_000).default(60),
  /**
   * Days the raw analytics rows (one per page view or click) are kept before the daily roll-up folds
   * them into daily totals; today's rows are always kept (a day's unique visitors need them).
   */
  ANALYTICS_RAW_RETENTION_DAYS: wholeNumber(1, 3650).default(35),
  /**
   * Failed access-code checks allowed per IP address (an IPv6 address: per /64) per 15 minutes (then
   * every check is refused).
   */
  ACCESS_CODE_RATE_LIMIT: wholeNumber(1, 100_000).default(10),
  /**
   * Failed access-code checks allowed from all addresses together per hour (issue 42 item 8): past it
   * every check is refused (429) until the hour ends, and the owner is emailed once per hour.
   */
  ACCESS_CODE_OVERALL_FAILURE_LIMIT: wholeNumber(1, 1_000_000).default(200),
  /** Analytics events one client address may send per minute; past that 429. */
  ANALYTICS_RATE_LIMIT: wholeNumber(1, 100_000).default(120),
  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465; unset: no email is sent. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/]/.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Who receives the notifications (the owner). */
  NOTIFY_EMAIL: z.email('must be an email address').optional(),
  /** The From address of notifications; unset: NOTIFY_EMAIL. */
  EMAIL_FROM: z.email('must be an email address').optional(),
  /** First retry delay of a failed email; each further attempt waits twice as long (up to an hour). */
  OUTBOX_RETRY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 10 to 3600000' })
    .int('must be a whole number of milliseconds from 10 to 3600000')
    .min(10, 'must be a whole number of milliseconds from 10 to 3600000')
    .max(3_600_000, 'must be a whole number of milliseconds from 10 to 3600000')
    .default(30_000),
  /** How often the outbox worker looks for due emails. */
  OUTBOX_POLL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 10 to 3600000' })
    .int('must be a whole number of milliseconds from 10 to 3600000')
    .min(10, 'must be a whole number of milliseconds from 10 to 3600000')
    .max(3_600_000, 'must be a whole number of milliseconds from 10 to 3600000')
    .default(5_000),
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
  /**
   * Uploads (the owner's pictures and the demo pictures) in this S3 bucket instead of DATA_DIR/uploads:
   * what several machines share. Unset: the disk.
   */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  /**
   * The folder of the bucket that is the site's (decision 0070): it reads, lists, backs up and deletes
   * only objects under it, so the bucket may hold other things beside. Folder names joined by '/'.
   */
  S3_PREFIX: z
    .string()
    .trim()
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .pipe(
      z
        .string()
        .regex(
          /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/){1,8}$/,
          'must be a folder of the bucket, e.g. uploads/ or chalet/uploads/ (letters, digits, . _ - and /)',
        ),
    )
    .default('uploads/'),
  /** An S3-compatible server (MinIO, Cloudflare R2, ...), e.g. https://minio.example.com:9000; unset: AWS. */
  S3_ENDPOINT: UrlSchema.optional(),
  /** The bucket's region; unset: the AWS SDK's own (AWS_REGION, the shared config file). */
  S3_REGION: z.string().trim().min(1).optional(),
  /** With S3_SECRET_ACCESS_KEY; both unset: the AWS SDK's usual credentials (AWS_ACCESS_KEY_ID, a role, ...). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses the bucket as a path (endpoint/bucket/key), as most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Memory for public reads rendered once per content version (pages, API JSON, images), in MB. */
  RENDER_CACHE_MAX_MB: wholeNumber(0, 65_536).default(64),
  /**
   * Past this mean event-loop delay (ms), work that is not a cheap read (renders, uncached reads,
   * writes) is refused with 503 + Retry-After; cached reads, static files and health keep answering.
   * 0 turns shedding off.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000).default(100),
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
  const s3Problem = checkS3Settings(result.data);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n${s3Problem}`);
  const renderThreads = checkRenderThreads(result.data.IMAGE_RENDER_CONCURRENCY, env.UV_THREADPOOL_SIZE);
  if (renderThreads)
    throw new ConfigError(`Invalid configuration:\n  IMAGE_RENDER_CONCURRENCY: ${renderThreads}`);
  return withDerivedDefaults({ ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) });
}

/** The S3 settings that only make sense together; the lines of what is wrong, or null. */
function checkS3Settings(parsed: ParsedConfig): string | null {
  const lines: string[] = [];
  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY)) {
    const missing = parsed.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    lines.push(
      `  ${missing}: must be set with the other one (or leave both unset for the AWS SDK's usual credentials)`,
    );
  }
  if (!parsed.S3_BUCKET) {
    const orphans = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'] as const).filter(
      (name) => parsed[name],
    );
    if (orphans.length > 0) lines.push(`  S3_BUCKET: must be set to use ${orphans.join(', ')}`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Defaults that depend on other settings. */
function withDerivedDefaults(parsed: ParsedConfig): Config {
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    LOG_LEVEL: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'production' ? 'warn' : 'info'),
  };
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
    ...withDerivedDefaults(ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })),
    DATA_DIR: path.resolve('.test-output/data'),
    // A busy test machine (or a long first render) must not turn API tests into 503s: shedding is off
    // unless a test turns it on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 0,
    ...overrides,
  };
}
