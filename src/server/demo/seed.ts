/**
 * Seeds a new database with the demo content, once per database.
 *
 * The key `demo_seeded` in `app_state` records that it happened; it is written in the same transaction
 * as the content, so a database is either fully seeded or not at all, and it is never seeded again,
 * even after the owner deletes everything. Two processes starting together cannot both seed: the key is
 * claimed first (insert ... on conflict do nothing) and the loser's transaction does nothing.
 *
 * Pictures are copied before the transaction from the committed `seed-assets/demo/` into the uploads'
 * storage under `demo/`, skipping files that already exist, and referenced as `/uploads/demo/<name>.webp`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateAccessCode } from '../../shared/access-code-format.js';
import type { DemoRecordKind } from '../../shared/schemas/setup.js';
import type { TranslatableResource } from '../../shared/translatable-fields.js';
import type { Db } from '../db/client.js';
import { appState, arrivalSettings } from '../db/schema.js';
import { DEMO_PICTURES_DIR } from '../paths.js';
import type { Storage } from '../platform/storage/storage.js';
import { uploadUrl } from '../platform/storage/uploads.js';
import { fromZonedLocalInput, toZonedLocalInput } from '../platform/time/zoned-dates.js';
import {
  AMENITIES,
  ARRIVAL_SETTINGS,
  ATTRACTION_CATEGORIES,
  CHECK_IN_INSTRUCTIONS,
  CONTACT_SUBMISSIONS,
  collectPictures,
  EXPERIENCES,
  GALLERY,
  GUEST_INFO,
  type Picture,
  ROOMS,
  TESTIMONIALS,
} from './content.js';
import { DEMO_SEEDED_KEY, markDemoRecorded, recordDemoRows } from './demo-records.js';
import { seedDemoTranslations } from './demo-translations.js';
import {
  insertAccessCode,
  insertAmenity,
  insertAttraction,
  insertAttractionCategory,
  insertCheckInInstruction,
  insertContactSubmission,
  insertExperience,
  insertGalleryImage,
  insertGuestInfoCategory,
  insertGuestInfoItem,
  insertRoom,
  insertTestimonial,
} from './factories.js';

export { DEMO_SEEDED_KEY };

/** Where the demo pictures live, under the uploads directory and in URLs. */
export const DEMO_UPLOADS_SUBDIR = 'demo';

/** The demo's kinds of record whose texts are translated, by their resource (issue 46). */
const TRANSLATED_KINDS: Partial<Record<DemoRecordKind, TranslatableResource>> = {
  rooms: 'rooms',
  amenities: 'amenities',
  attractionCategories: 'attraction-categories',
  attractions: 'attractions',
  guestInfoCategories: 'guest-info-categories',
  guestInfoItems: 'guest-info-items',
  checkInInstructions: 'check-in-instructions',
  experiences: 'experiences',
  testimonials: 'testimonials',
};

export interface SeedOptions {
  /** The uploads' storage, served at /uploads/ (pictures go to its demo/ folder). */
  uploads: Storage;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  /** The guest access code created by this seeding (only when `seeded`). */
  accessCode?: string;
}

/** The public URL of a demo picture. */
export function demoPictureUrl(picture: Picture): string {
  return uploadUrl(demoPictureKey(picture));
}

const demoPictureKey = (picture: Picture) => `${DEMO_UPLOADS_SUBDIR}/${picture.name}.webp`;

/**
 * Copies the demo pictures that are missing from the uploads folder; returns how many were copied. The
 * files are drawn ahead of time (scripts/generate-demo-pictures.ts) and committed, so the server neither
 * bundles the drawing code nor spends seconds rendering on first start.
 */
async function copyPictures(uploads: Storage): Promise<number> {
  const present = new Set((await uploads.list(`${DEMO_UPLOADS_SUBDIR}/`)).map((entry) => entry.key));
  const pending = collectPictures().filter(({ picture }) => !present.has(demoPictureKey(picture)));
  for (const { picture } of pending) {
    const source = path.join(DEMO_PICTURES_DIR, `${picture.name}.webp`);
    let bytes: Buffer;
    try {
      bytes = await readFile(source);
    } catch {
      throw new Error(`demo picture ${source} is missing: run npm run images:demo`);
    }
    // The storage writes whole files only: an interrupted run never leaves a truncated picture behind
    // that a later run would skip.
    await uploads.put(demoPictureKey(picture), bytes, { contentType: 'image/webp' });
  }
  return pending.length;
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: appState.key })
    .from(appState)
    .where(eq(appState.key, DEMO_SEEDED_KEY))
    .limit(1);
  return rows.length > 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 3 pm at the chalet (Sydney), a week from now. */
function demoStayStart(now: number): Date {
  const day = toZonedLocalInput(new Date(now + 7 * DAY_MS), 'Australia/Sydney').slice(0, 10);
  return new Date(fromZonedLocalInput(`${day}T15:00`, 'Australia/Sydney') ?? now + 7 * DAY_MS);
}

/** Seeds the demo content unless this database was seeded before. */
export async function seedDemoContent(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  if (await isSeeded(db)) return { seeded: false };

  const started = Date.now();
  const copied = await copyPictures(options.uploads);
  if (copied > 0) log(`Copied ${copied} demo pictures in ${Date.now() - started} ms.`);

  const accessCode = generateAccessCode();
  const now = Date.now();

  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: DEMO_SEEDED_KEY, value: new Date(now).toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return false;
    // Every row is recorded as the demo's, as stored, so removing the demo later finds it and can tell
    // whether the owner edited it (decision 0087).
    const seededIds = new Map<TranslatableResource, Set<number>>();
    const record = async (
      kind: DemoRecordKind,
      rows: readonly (Record<string, unknown> & { id: number })[],
    ) => {
      const resource = TRANSLATED_KINDS[kind];
      if (resource)
        for (const row of rows) seededIds.set(resource, (seededIds.get(resource) ?? new Set()).add(row.id));
      await recordDemoRows(tx, kind, rows);
    };
    await markDemoRecorded(tx);

    // Each demo record is inserted as it is, its picture turned into the image column's URL.
    for (const { picture, ...image } of GALLERY) {
      await record('galleryImages', [
        await insertGalleryImage(tx, { ...image, src: demoPictureUrl(picture) }),
      ]);
    }

    for (const [index, { picture, ...room }] of ROOMS.entries()) {
      await record('rooms', [
        await insertRoom(tx, { ...room, imagePath: demoPictureUrl(picture), sortOrder: index + 1 }),
      ]);
    }

    for (const amenity of AMENITIES) await record('amenities', [await insertAmenity(tx, amenity)]);

    const attractionIds = new Map<string, number>();
    for (const [index, { attractions, ...category }] of ATTRACTION_CATEGORIES.entries()) {
      const row = await insertAttractionCategory(tx, {
        ...category,
        image: demoPictureUrl(attractions[0].picture),
        sortOrder: index + 1,
      });
      await record('attractionCategories', [row]);
      for (const { picture, ...attraction } of attractions) {
        const inserted = await insertAttraction(tx, {
          ...attraction,
          categoryId: row.id,
          image: demoPictureUrl(picture),
        });
        await record('attractions', [inserted]);
        attractionIds.set(attraction.title, inserted.id);
      }
    }

    for (const { picture, attractionTitle, ...experience } of EXPERIENCES) {
      const inserted = await insertExperience(tx, {
        ...experience,
        image: demoPictureUrl(picture),
        attractionId: attractionTitle ? (attractionIds.get(attractionTitle) ?? null) : null,
      });
      await record('experiences', [inserted]);
    }

    for (const [index, { items, ...category }] of GUEST_INFO.entries()) {
      const row = await insertGuestInfoCategory(tx, { ...category, sortOrder: index + 1 });
      await record('guestInfoCategories', [row]);
      for (const [itemIndex, item] of items.entries()) {
        await record('guestInfoItems', [
          await insertGuestInfoItem(tx, { ...item, categoryId: row.id, sortOrder: itemIndex + 1 }),
        ]);
      }
    }

    // Reviews dated a few weeks apart, newest first in the list.
    for (const [index, testimonial] of TESTIMONIALS.entries()) {
      await record('testimonials', [
        await insertTestimonial(tx, { ...testimonial, createdAt: new Date(now - (index + 1) * 11 * DAY_MS) }),
      ]);
    }

    // The owner's own settings, if saved before the first seeding, stay as they are.
    await tx.insert(arrivalSettings).values(ARRIVAL_SETTINGS).onConflictDoNothing();
    for (const [index, instruction] of CHECK_IN_INSTRUCTIONS.entries()) {
      await record('checkInInstructions', [
        await insertCheckInInstruction(tx, { ...instruction, imagePath: null, sortOrder: index + 1 }),
      ]);
    }

    for (const [index, message] of CONTACT_SUBMISSIONS.entries()) {
      // The newest arrives unread, so the demo inbox shows both states.
      await record('contactSubmissions', [
        await insertContactSubmission(tx, {
          ...message,
          isRead: index >= 1,
          createdAt: new Date(now - (index + 1) * 2 * DAY_MS),
        }),
      ]);
    }

    await record('accessCodes', [
      await insertAccessCode(tx, { code: accessCode, isActive: true, expiresAt: null }),
    ]);
    // A second demo code tied to a stay a week from now, so the staged reveal can be seen.
    const checkIn = demoStayStart(now);
    const stayCode = await insertAccessCode(tx, {
      code: generateAccessCode(),
      isActive: true,
      expiresAt: null,
      guestName: 'Olivia Bennett',
      checkInAt: checkIn,
      checkOutAt: new Date(checkIn.getTime() + 3 * DAY_MS - 5 * 60 * 60 * 1000),
    });
    await record('accessCodes', [stayCode]);
    // The demo ships translated (issue 46): every seeded text the translation memory holds.
    await seedDemoTranslations(tx, seededIds);
    return true;
  });

  if (!seeded) return { seeded: false };
  log(`Seeded the demo content in ${Date.now() - started} ms.`);
  return { seeded: true, accessCode };
}
