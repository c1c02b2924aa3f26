/**
 * Factories for every content entity, shared by the demo seed and the tests.
 *
 * `buildX(overrides)` returns a complete, valid insert object (overrides win); `insertX(db, overrides)`
 * inserts one and returns the stored row. Defaults are unique within a process thanks to a module
 * counter (e.g. access code `CODE-0001`), so several rows can be created without collisions.
 *
 * `buildAttraction` and `buildGuestInfoItem` cannot know a real parent: their `categoryId` defaults to 0
 * and must be overridden before inserting. `insertAttraction` and `insertGuestInfoItem` create a parent
 * category when none is given.
 */
import { canonicalAccessCode } from '../../shared/access-code-format.js';
import type { Db } from '../db/client.js';
import {
  accessCodes,
  amenities,
  attractionCategories,
  attractions,
  bookableExperiences,
  checkInInstructions,
  contactSubmissions,
  experienceBookings,
  galleryImages,
  guestInfoCategories,
  guestInfoItems,
  rooms,
  testimonials,
} from '../db/schema.js';

/** Default picture of every factory-made record. */
export const FACTORY_IMAGE = '/images/placeholder.png';

/** Anything that can insert: the database or a transaction. */
export type DbWriter = Pick<Db, 'insert'>;

export type NewGalleryImage = typeof galleryImages.$inferInsert;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type NewRoom = typeof rooms.$inferInsert;
export type RoomRow = typeof rooms.$inferSelect;
export type NewAmenity = typeof amenities.$inferInsert;
export type AmenityRow = typeof amenities.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewAttractionCategory = typeof attractionCategories.$inferInsert;
export type AttractionCategoryRow = typeof attractionCategories.$inferSelect;
export type NewAttraction = typeof attractions.$inferInsert;
export type AttractionRow = typeof attractions.$inferSelect;
export type NewGuestInfoCategory = typeof guestInfoCategories.$inferInsert;
export type GuestInfoCategoryRow = typeof guestInfoCategories.$inferSelect;
export type NewGuestInfoItem = typeof guestInfoItems.$inferInsert;
export type GuestInfoItemRow = typeof guestInfoItems.$inferSelect;
export type NewAccessCode = typeof accessCodes.$inferInsert;
export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type NewCheckInInstruction = typeof checkInInstructions.$inferInsert;
export type CheckInInstructionRow = typeof checkInInstructions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;
export type NewExperience = typeof bookableExperiences.$inferInsert;
export type ExperienceRow = typeof bookableExperiences.$inferSelect;
export type NewExperienceBooking = typeof experienceBookings.$inferInsert;
export type ExperienceBookingRow = typeof experienceBookings.$inferSelect;

let sequence = 0;

/** The next number of the module-wide sequence, as 4 digits (0001, 0002, ...). */
function nextSeq(): { n: number; tag: string } {
  sequence += 1;
  return { n: sequence, tag: String(sequence).padStart(4, '0') };
}

// ---------------------------------------------------------------------------------------------------
// Builders

export function buildGalleryImage(overrides: Partial<NewGalleryImage> = {}): NewGalleryImage {
  const { n, tag } = nextSeq();
  return {
    src: FACTORY_IMAGE,
    alt: `View of the chalet, picture ${tag}`,
    title: `Gallery Image ${tag}`,
    isFeatured: false,
    category: 'interior',
    sortOrder: n,
    ...overrides,
  };
}

export function buildRoom(overrides: Partial<NewRoom> = {}): NewRoom {
  const { n, tag } = nextSeq();
  return {
    name: `Room ${tag}`,
    description: 'A light-filled room with timber lining and views over the valley.',
    imagePath: FACTORY_IMAGE,
    imageAlt: `Room ${tag}`,
    features: ['Queen bed', 'Valley views', 'Reverse-cycle air conditioning', 'Free WiFi', 'Heated throws'],
    sortOrder: n,
    ...overrides,
  };
}

export function buildAmenity(overrides: Partial<NewAmenity> = {}): NewAmenity {
  const { tag } = nextSeq();
  return {
    categoryName: `Amenities ${tag}`,
    categoryIcon: 'package',
    items: ['Fresh linen and towels', 'Hair dryer', 'Iron and ironing board', 'First-aid kit'],
    ...overrides,
  };
}

export function buildTestimonial(overrides: Partial<NewTestimonial> = {}): NewTestimonial {
  const { tag } = nextSeq();
  return {
    name: `Guest ${tag}`,
    location: 'Sydney, NSW',
    comment: 'A beautiful, peaceful chalet with wonderful views. We would love to come back.',
    rating: 5,
    image: null,
    isActive: true,
    ...overrides,
  };
}

export function buildAttractionCategory(
  overrides: Partial<NewAttractionCategory> = {},
): NewAttractionCategory {
  const { n, tag } = nextSeq();
  return {
    name: `Category ${tag}`,
    icon: 'map-pin',
    image: null,
    description: null,
    sortOrder: n,
    ...overrides,
  };
}

/** `categoryId` defaults to 0: override it with a real category (or use `insertAttraction`). */
export function buildAttraction(overrides: Partial<NewAttraction> = {}): NewAttraction {
  const { tag } = nextSeq();
  return {
    title: `Attraction ${tag}`,
    description: 'A local favourite, well worth a morning or an afternoon.',
    image: FACTORY_IMAGE,
    imageAlt: `Attraction ${tag}`,
    details: {},
    categoryId: 0,
    distance: '20 min drive',
    address: 'Great Western Highway, Blackheath NSW 2785',
    websiteUrl: 'https://www.example.com/',
    ...overrides,
  };
}

export function buildGuestInfoCategory(overrides: Partial<NewGuestInfoCategory> = {}): NewGuestInfoCategory {
  const { n, tag } = nextSeq();
  return { name: `Guest Info ${tag}`, sortOrder: n, ...overrides };
}

/** `categoryId` defaults to 0: override it with a real category (or use `insertGuestInfoItem`). */
export function buildGuestInfoItem(overrides: Partial<NewGuestInfoItem> = {}): NewGuestInfoItem {
  const { n, tag } = nextSeq();
  return {
    categoryId: 0,
    title: `Item ${tag}`,
    description: 'Everything you need to know, in a line or two.',
    icon: 'info',
    sortOrder: n,
    ...overrides,
  };
}

/** Codes are stored canonical, as the API stores them (decision 0040). */
export function buildAccessCode(overrides: Partial<NewAccessCode> = {}): NewAccessCode {
  const { tag } = nextSeq();
  const code = canonicalAccessCode(overrides.code ?? `CODE-${tag}`);
  return { isActive: true, expiresAt: null, ...overrides, code };
}

export function buildCheckInInstruction(
  overrides: Partial<NewCheckInInstruction> = {},
): NewCheckInInstruction {
  const { n, tag } = nextSeq();
  return {
    title: `Instruction ${tag}`,
    content: [
      'Getting in',
      'Use the keypad beside the front door.',
      '• Enter the code',
      '• Turn the handle',
    ].join('\n'),
    imagePath: null,
    sortOrder: n,
    ...overrides,
  };
}

export function buildContactSubmission(overrides: Partial<NewContactSubmission> = {}): NewContactSubmission {
  const { tag } = nextSeq();
  return {
    name: `Guest ${tag}`,
    email: `guest${tag}@example.com`,
    subject: `Enquiry ${tag}`,
    message: 'Hello! Is the chalet available for a long weekend in July?',
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------
// Inserters

export async function insertGalleryImage(
  db: DbWriter,
  overrides: Partial<NewGalleryImage> = {},
): Promise<GalleryImageRow> {
  const [row] = await db.insert(galleryImages).values(buildGalleryImage(overrides)).returning();
  return row;
}

export async function insertRoom(db: DbWriter, overrides: Partial<NewRoom> = {}): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values(buildRoom(overrides)).returning();
  return row;
}

export async function insertAmenity(db: DbWriter, overrides: Partial<NewAmenity> = {}): Promise<AmenityRow> {
  const [row] = await db.insert(amenities).values(buildAmenity(overrides)).returning();
  return row;
}

export async function insertTestimonial(
  db: DbWriter,
  overrides: Partial<NewTestimonial> = {},
): Promise<TestimonialRow> {
  const [row] = await db.insert(testimonials).values(buildTestimonial(overrides)).returning();
  return row;
}

export async function insertAttractionCategory(
  db: DbWriter,
  overrides: Partial<NewAttractionCategory> = {},
): Promise<AttractionCategoryRow> {
  const [row] = await db.insert(attractionCategories).values(buildAttractionCategory(overrides)).returning();
  return row;
}

/** Creates a category first when `categoryId` is not given. */
export async function insertAttraction(
  db: DbWriter,
  overrides: Partial<NewAttraction> = {},
): Promise<AttractionRow> {
  const categoryId = overrides.categoryId ?? (await insertAttractionCategory(db)).id;
  const [row] = await db
    .insert(attractions)
    .values(buildAttraction({ ...overrides, categoryId }))
    .returning();
  return row;
}

export async function insertGuestInfoCategory(
  db: DbWriter,
  overrides: Partial<NewGuestInfoCategory> = {},
): Promise<GuestInfoCategoryRow> {
  const [row] = await db.insert(guestInfoCategories).values(buildGuestInfoCategory(overrides)).returning();
  return row;
}

/** Creates a category first when `categoryId` is not given. */
export async function insertGuestInfoItem(
  db: DbWriter,
  overrides: Partial<NewGuestInfoItem> = {},
): Promise<GuestInfoItemRow> {
  const categoryId = overrides.categoryId ?? (await insertGuestInfoCategory(db)).id;
  const [row] = await db
    .insert(guestInfoItems)
    .values(buildGuestInfoItem({ ...overrides, categoryId }))
    .returning();
  return row;
}

export async function insertAccessCode(
  db: DbWriter,
  overrides: Partial<NewAccessCode> = {},
): Promise<AccessCodeRow> {
  const [row] = await db.insert(accessCodes).values(buildAccessCode(overrides)).returning();
  return row;
}

export async function insertCheckInInstruction(
  db: DbWriter,
  overrides: Partial<NewCheckInInstruction> = {},
): Promise<CheckInInstructionRow> {
  const [row] = await db.insert(checkInInstructions).values(buildCheckInInstruction(overrides)).returning();
  return row;
}

export async function insertContactSubmission(
  db: DbWriter,
  overrides: Partial<NewContactSubmission> = {},
): Promise<ContactSubmissionRow> {
  const [row] = await db.insert(contactSubmissions).values(buildContactSubmission(overrides)).returning();
  return row;
}

/** An active experience every day of the week, with the rules' defaults. */
export function buildExperience(overrides: Partial<NewExperience> = {}): NewExperience {
  const { tag } = nextSeq();
  return {
    title: `Experience ${tag}`,
    description: 'A morning out with a local guide.',
    image: FACTORY_IMAGE,
    imageAlt: `Experience ${tag}`,
    price: '95.00',
    duration: '3 hours',
    provider: 'Blue Mountains Guides',
    location: 'Blackheath NSW 2785',
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    maxParticipants: 8,
    details: {},
    isActive: true,
    ...overrides,
  };
}

/**
 * `experienceId` defaults to 0: override it (or use `insertExperienceBooking`). The manage token's hash
 * is random: a factory-made booking has no working manage link.
 */
export function buildExperienceBooking(overrides: Partial<NewExperienceBooking> = {}): NewExperienceBooking {
  const { tag } = nextSeq();
  return {
    experienceId: 0,
    guestName: `Guest ${tag}`,
    guestEmail: `guest-${tag}@example.com`,
    guestPhone: '0400 000 000',
    bookingDate: '2030-01-07',
    participants: 2,
    totalPrice: '190.00',
    specialRequests: null,
    status: 'confirmed',
    bookingReference: `BK-TEST-${tag}`,
    manageTokenHash: `factory-${tag}-${globalThis.crypto.randomUUID()}`,
    ...overrides,
  };
}

export async function insertExperience(
  db: DbWriter,
  overrides: Partial<NewExperience> = {},
): Promise<ExperienceRow> {
  const [row] = await db.insert(bookableExperiences).values(buildExperience(overrides)).returning();
  return row;
}

/** Creates an experience first when `experienceId` is not given. */
export async function insertExperienceBooking(
  db: DbWriter,
  overrides: Partial<NewExperienceBooking> = {},
): Promise<ExperienceBookingRow> {
  const experienceId = overrides.experienceId ?? (await insertExperience(db)).id;
  const [row] = await db
    .insert(experienceBookings)
    .values(buildExperienceBooking({ ...overrides, experienceId }))
    .returning();
  return row;
}
