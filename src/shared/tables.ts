/**
 * The content tables, contact messages, and bookable experiences with their bookings: the one
 * description of each resource (decision 0047). The wire schemas in `schemas/` are derived from them
 * (`schemas/from-table.ts`), and the server's Drizzle
 * schema (`src/server/db/schema.ts`, which drizzle-kit reads) re-exports them. Plain table definitions
 * only: the back office's chunks import them through the schemas, so nothing here may reach for the
 * server. The public pages import the schemas' types only, never this module.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  src: text('src').notNull(),
  alt: text('alt').notNull().default(''),
  title: text('title').notNull().default(''),
  isFeatured: boolean('is_featured').notNull().default(false),
  category: text('category'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path').notNull().default(''),
  imageAlt: text('image_alt'),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  categoryName: text('category_name').notNull(),
  categoryIcon: text('category_icon').notNull().default('package'),
  items: jsonb('items').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location'),
  comment: text('comment').notNull(),
  rating: integer('rating').notNull().default(5),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
  /** Where the review was written, e.g. 'Airbnb' (issue 45); shown under the name. */
  source: text('source'),
  /** The month of the stay, 'YYYY-MM' (issue 45); shown as 'March 2026'. */
  stayMonth: text('stay_month'),
  createdAt: createdAt(),
});

export const attractionCategories = pgTable('attraction_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default('map-pin'),
  image: text('image'),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const attractions = pgTable(
  'attractions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => attractionCategories.id, { onDelete: 'cascade' }),
    distance: text('distance'),
    address: text('address'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
  },
  (t) => [index('attractions_category_id_idx').on(t.categoryId)],
);

export const guestInfoCategories = pgTable('guest_info_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const guestInfoItems = pgTable(
  'guest_info_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => guestInfoCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default('info'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_info_items_category_id_idx').on(t.categoryId)],
);

export const checkInInstructions = pgTable('check_in_instructions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imagePath: text('image_path'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** 'always' or 'stay' (INSTRUCTION_VISIBILITIES in shared/schemas/check-in.ts). */
  visibility: text('visibility', { enum: ['always', 'stay'] })
    .notNull()
    .default('always'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactSubmissions = pgTable('contact_submissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Inbox state (issue 12): existing rows start unread and in the inbox. */
  isRead: boolean('is_read').notNull().default(false),
  isArchived: boolean('is_archived').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Experiences guests book on the site (issue 35, decision 0053). The spec's fields, plus the booking
 * rules the owner sets per experience: the start time on the chalet's wall clock (SITE_TIME_ZONE), the
 * length in minutes (the confirmation's calendar entry; `duration` stays the text guests read), the lead
 * time, how far ahead bookings are taken, and until when a guest may cancel online.
 */
export const bookableExperiences = pgTable('bookable_experiences', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  duration: text('duration').notNull(),
  provider: text('provider').notNull(),
  location: text('location').notNull(),
  /** The owner's own line on how the guest pays ("Pay the guide on the day, cash or card"): the site takes no payments. */
  howToPay: text('how_to_pay'),
  /** Weekday names, capitalised ('Monday' … 'Sunday'; WEEKDAYS in shared/schemas/experiences.ts). */
  availableDays: jsonb('available_days').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  maxParticipants: integer('max_participants').notNull(),
  attractionId: integer('attraction_id').references(() => attractions.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  /** 'HH:MM', 24-hour, on the chalet's wall clock. */
  startTime: text('start_time').notNull().default('09:00'),
  durationMinutes: integer('duration_minutes').notNull().default(120),
  /** A booking must start at least this many hours after it is made. */
  leadTimeHours: integer('lead_time_hours').notNull().default(24),
  /** Bookings are taken for dates up to this many days ahead (in the chalet's zone). */
  advanceWindowDays: integer('advance_window_days').notNull().default(180),
  /** A guest may cancel online until this many hours before the start. */
  cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(48),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const experienceBookings = pgTable(
  'experience_bookings',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => bookableExperiences.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    participants: integer('participants').notNull(),
    totalPrice: numeric('total_price', { precision: 10, scale: 2 }).notNull(),
    specialRequests: text('special_requests'),
    /**
     * 'confirmed', 'cancelled', 'completed' or 'no-show' (BOOKING_STATUSES); 'pending' while a booking
     * waits for the guest to confirm it from their email (issue 42, item 5), holding no places until
     * `confirmBy`; 'expired' is never stored: it is how a pending booking past `confirmBy` is read.
     */
    status: text('status', { enum: ['confirmed', 'cancelled', 'completed', 'no-show', 'pending', 'expired'] })
      .notNull()
      .default('confirmed'),
    /** A pending booking can be confirmed until then. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** Who booked, by network: the IPv4 address, or the IPv6 address's /64 (counts bookings per address). */
    clientKey: text('client_key'),
    bookingReference: text('booking_reference').notNull().unique(),
    /** SHA-256 of the guest's manage link token: the link itself is only in the guest's email. */
    manageTokenHash: text('manage_token_hash').notNull(),
    /** The booking form's Idempotency-Key: a repeated submission answers this booking. */
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'guest' (the manage link) or 'owner' (the back office). */
    cancelledBy: text('cancelled_by', { enum: ['guest', 'owner'] }),
    /**
     * The guest's language (a LOCALES code, decision 0095): the page's they booked from, else their
     * browser's; their emails and calendar file are written in it.
     */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experience_bookings_experience_date_idx').on(t.experienceId, t.bookingDate),
    index('experience_bookings_client_key_idx').on(t.clientKey, t.createdAt),
    uniqueIndex('experience_bookings_manage_token_hash_unique').on(t.manageTokenHash),
    uniqueIndex('experience_bookings_idempotency_key_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('experience_bookings_participants_positive', sql`${t.participants} > 0`),
  ],
);
