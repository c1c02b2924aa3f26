/**
 * The content tables and contact messages: the one description of each resource (decision 0047). The
 * wire schemas in `schemas/` are derived from them (`schemas/from-table.ts`), and the server's Drizzle
 * schema (`src/server/db/schema.ts`, which drizzle-kit reads) re-exports them. Plain table definitions
 * only: the back office's chunks import them through the schemas, so nothing here may reach for the
 * server. The public pages import the schemas' types only, never this module.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
