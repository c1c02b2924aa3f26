import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
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

/** Fixed-window counters with growing lockouts, shared by every app process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  strikes: integer('strikes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const contactSubmissions = pgTable('contact_submissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
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
  createdAt: createdAt(),
});

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

export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** The stay this code belongs to (both or neither); without one, the spec's behaviour. */
  guestName: text('guest_name'),
  checkInAt: timestamp('check_in_at', { withTimezone: true }),
  checkOutAt: timestamp('check_out_at', { withTimezone: true }),
  /** Access log: successful code checks. */
  firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  useCount: integer('use_count').notNull().default(0),
});

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

export const bookableExperiences = pgTable('bookable_experiences', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  duration: text('duration').notNull(),
  provider: text('provider').notNull(),
  location: text('location').notNull(),
  availableDays: jsonb('available_days').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  maxParticipants: integer('max_participants').notNull(),
  attractionId: integer('attraction_id').references(() => attractions.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const experienceBookings = pgTable('experience_bookings', {
  id: serial('id').primaryKey(),
  experienceId: integer('experience_id')
    .notNull()
    .references(() => bookableExperiences.id, { onDelete: 'cascade' }),
  guestName: text('guest_name').notNull(),
  guestEmail: text('guest_email').notNull(),
  guestPhone: text('guest_phone').notNull(),
  bookingDate: date('booking_date').notNull(),
  participants: integer('participants').notNull(),
  totalPrice: numeric('total_price', { precision: 10, scale: 2 }).notNull(),
  specialRequests: text('special_requests'),
  status: text('status').notNull().default('confirmed'),
  bookingReference: text('booking_reference').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Small key/value facts about this installation, e.g. when the demo content was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
