import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { contactSubmissions, createdAt, experienceBookings, updatedAt } from '../../shared/tables.js';

/** The content tables the owner edits live beside their wire schemas, in src/shared (decision 0047). */
export * from '../../shared/tables.js';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /**
   * When the owner last chose the password (changed, reset, or given as ADMIN_PASSWORD at the first
   * start); null while it is still the one the first start printed (the setup checklist asks to change it).
   */
  passwordChosenAt: timestamp('password_chosen_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Session tokens are stored as SHA-256 hashes: a leaked table grants no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The owner's emailed password-reset links (issue 45 item 2, decision 0085): only the SHA-256 hash of the
 * link's token is kept, with its end and when it was used, so a leaked table or a backup opens nothing.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters with growing lockouts, shared by every app process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  strikes: integer('strikes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A text file sent with an outbox email. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A booking email not yet built: which template, and the facts it is built from (as JSON). */
export interface OutboxEmailDraft {
  template: string;
  [field: string]: unknown;
}

/**
 * Emails waiting to be sent (decision 0014). A row is written in the same transaction as the change
 * that causes it; a worker claims due rows with a lease (claim token + expiry) so that, with several
 * processes, each email is sent by one of them, and retries with exponential backoff.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** OutboxEmailKind: 'contact', 'test', or one of the booking emails. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyToName: text('reply_to_name'),
    replyToAddress: text('reply_to_address'),
    contactSubmissionId: integer('contact_submission_id').references(() => contactSubmissions.id, {
      onDelete: 'set null',
    }),
    /** Null: the owner (the notification address, decision 0086); otherwise the guest the email is for (a booking's confirmation). */
    toAddress: text('to_address'),
    /** Files sent with the email, as text (the booking's calendar entry). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    experienceBookingId: integer('experience_booking_id').references(() => experienceBookings.id, {
      onDelete: 'set null',
    }),
    /**
     * What a booking email is built from (platform/outbox/email-drafts.ts), written in the booking's
     * transaction with `subject` and `text` empty; the email is built after the commit, or by the
     * sender if the process died first (issue 42, item 4).
     */
    draft: jsonb('draft').$type<OutboxEmailDraft>(),
    /** 'pending' until sent ('sent') or out of attempts ('failed'). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: text('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);

export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored canonical (canonicalAccessCode): no spaces, upper case, dashes as typed. */
    code: text('code').notNull(),
    /**
     * What a typed code is matched by (accessCodeMatchKey: the canonical code without dashes, O read as
     * 0 and I/L as 1), kept by the database from `code` and unique, so `AB-CD` and `ABCD` (decision
     * 0040), or `KOALA` and `K0A1A` (decision 0074), cannot both exist.
     */
    matchKey: text('match_key')
      .notNull()
      .generatedAlwaysAs(sql`translate(upper(replace(code, '-', '')), 'OIL', '011')`),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The stay this code belongs to (both or neither); without one, the spec's behaviour. */
    guestName: text('guest_name'),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    /** Access log: successful code checks (validate, the stay and the instructions). */
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    /** The stay's own door code; null: the property's (arrival settings). */
    doorCode: text('door_code'),
    /** 'manual' or 'calendar' (ACCESS_CODE_SOURCES). */
    source: text('source', { enum: ['manual', 'calendar'] })
      .notNull()
      .default('manual'),
    /** A calendar-made code: the feed and the reservation's UID in it. */
    calendarFeedId: integer('calendar_feed_id').references(() => availabilityFeeds.id, {
      onDelete: 'set null',
    }),
    calendarUid: text('calendar_uid'),
    /** When a sync found the reservation gone from its feed and switched the code off. */
    calendarCancelledAt: timestamp('calendar_cancelled_at', { withTimezone: true }),
    /** The owner changed this calendar-made code: later syncs leave its dates and name alone. */
    calendarEdited: boolean('calendar_edited').notNull().default(false),
    /** When the guest last pressed "I'm in" on the check-in page (decision 0074); null: not yet. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_codes_match_key_unique').on(t.matchKey),
    // One code per reservation, even when two syncs run at once.
    uniqueIndex('access_codes_calendar_uid_unique')
      .on(t.calendarFeedId, t.calendarUid)
      .where(sql`${t.calendarUid} is not null`),
  ],
);

/** Small key/value facts about this installation, e.g. when the demo content was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** One blocked stay in a feed: ISO dates in the site's time zone, `end` exclusive. */
export interface BlockedRange {
  start: string;
  end: string;
}

/**
 * The owner's iCal feeds (and the seeded demo source) with the last good calendar of each and what the
 * last sync did. A failed or suspicious fetch leaves `blocked` alone.
 */
export const availabilityFeeds = pgTable('availability_feeds', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  url: text('url').notNull(),
  /** The seeded demo calendar: never fetched, ignored once a real feed exists. */
  isDemo: boolean('is_demo').notNull().default(false),
  blocked: jsonb('blocked').$type<BlockedRange[]>().notNull().default(sql`'[]'::jsonb`),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** An empty answer replacing a non-empty calendar was seen once and is waiting for confirmation. */
  emptyPending: boolean('empty_pending').notNull().default(false),
  /**
   * When an answer without any reservation first replaced one whose codes were in use (issue 42): the
   * codes and calendar are kept until an answer at least an hour later agrees.
   */
  reservationsGoneAt: timestamp('reservations_gone_at', { withTimezone: true }),
  lastStatus: text('last_status').notNull().default('pending'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** Leases of scheduled jobs, so that one app process runs a job at a time and once per interval. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});
/**
 * The owner's site settings (one row, id 1): only the fields the owner has changed, by name. Missing
 * fields read as today's defaults (SITE_SETTINGS_DEFAULTS, BOOKING_URL), so a new field needs no
 * migration and a fresh install looks as before.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The property's arrival facts (one row, id 1; decision 0040). Apart from site_settings because the door
 * code and WiFi password are secrets, and site settings are public. No row: the defaults.
 */
export const arrivalSettings = pgTable(
  'arrival_settings',
  {
    id: integer('id').primaryKey().default(1),
    address: text('address'),
    wifiNetwork: text('wifi_network'),
    wifiPassword: text('wifi_password'),
    doorCode: text('door_code'),
    /** A second way in (e.g. a lockbox), shown to a guest inside the window behind "Code not working?". */
    backupDoorCode: text('backup_door_code'),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('10:00'),
    calendarCodes: boolean('calendar_codes').notNull().default(true),
    /** Hours before a stay unlocks from which its secrets travel ahead to the guest's phone (decision 0072). */
    leadHours: integer('lead_hours').notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [check('arrival_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * How the site sends email, set by the owner in the back office (one row, id 1; decision 0086). Apart
 * from site_settings because the mail server address carries its password, and site settings are public.
 * An environment variable (SMTP_URL, NOTIFY_EMAIL, EMAIL_FROM) wins over its column. No row: nothing set.
 */
export const emailSettings = pgTable(
  'email_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** smtp:// or smtps://, with the user name and password percent-encoded. */
    smtpUrl: text('smtp_url'),
    /** Null: the host email of the site settings. */
    notifyEmail: text('notify_email'),
    /** Null: the notification address. */
    fromAddress: text('from_address'),
    updatedAt: updatedAt(),
  },
  (t) => [check('email_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * First-party analytics (decision 0017): one row per page view or tracked click, kept for
 * ANALYTICS_RAW_RETENTION_DAYS, then folded into the daily totals below. No IP address, cookie or
 * user agent is stored: `visitorHash` is a hash of the day's salt with them, unlinkable once the
 * salt is deleted at the end of its day.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** The date in SITE_TIME_ZONE. */
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_day_idx').on(t.day)],
);

/** Rolled-up events: how many of each name on each path on each day. */
export const analyticsDailyTotals = pgTable(
  'analytics_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.path] })],
);

/** Rolled-up unique visitors of a day, and how many of them clicked 'Book'. */
export const analyticsDailyVisitors = pgTable('analytics_daily_visitors', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull(),
  bookVisitors: integer('book_visitors').notNull(),
});

/** The salt of each day's visitor hashes; deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The version of everything the public pages show (one row, id 1). Triggers on the content tables bump
 * it inside the writing transaction (migration content-version-triggers), so every app process can tell
 * whether what it rendered is still current (decision 0020).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The content version at which each content table last changed (decision 0026): a cached read that shows
 * only some tables stays valid while none of them changed.
 */
export const contentTableVersions = pgTable('content_table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * What the demo seed made (decision 0087): each row by its table and id, with a hash of its content as
 * seeded (`demo/demo-records.ts`). A row whose hash differs now was edited by the owner: "Remove demo
 * content" lists it and keeps it unless ticked. Removing forgets every record, so what is kept is the
 * owner's from then on.
 */
export const demoRecords = pgTable(
  'demo_records',
  {
    tableName: text('table_name').notNull(),
    rowId: integer('row_id').notNull(),
    seededHash: text('seeded_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

/**
 * The owner's content in the other languages (issue 46, decision 0094): one row per record, language and
 * field, beside the English rows rather than columns per language. `sourceText` is the English text the
 * translation was made from: when the record's English now reads otherwise, the translation is stale
 * (kept for the owner, not shown to guests). `resource` and `field` are the names of
 * `shared/translatable-fields.ts`; a record's delete removes its rows (`db/translation-cleanup.ts`).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    locale: text('locale').notNull(),
    field: text('field').notNull(),
    text: text('text').notNull(),
    sourceText: text('source_text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.recordId, t.locale, t.field] })],
);
