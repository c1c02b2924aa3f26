import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../scripts/scenes/scenes.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import {
  accessCodes,
  amenities,
  appState,
  arrivalSettings,
  attractionCategories,
  attractions,
  bookableExperiences,
  checkInInstructions,
  contactSubmissions,
  galleryImages,
  guestInfoCategories,
  guestInfoItems,
  rooms,
  testimonials,
} from '../../src/server/db/schema.js';
import { collectPictures, PICTURE_SIZES } from '../../src/server/demo/content.js';
import {
  buildAccessCode,
  buildGalleryImage,
  FACTORY_IMAGE,
  insertAccessCode,
  insertAttraction,
  insertGuestInfoItem,
  insertRoom,
} from '../../src/server/demo/factories.js';
import { DEMO_SEEDED_KEY, seedDemoContent } from '../../src/server/demo/seed.js';
import { HERO_PORTRAIT_MAX_WIDTH } from '../../src/server/modules/images/params.js';
import { DEMO_PICTURES_DIR } from '../../src/server/paths.js';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import { GENERATED_ACCESS_CODE_PATTERN } from '../../src/shared/access-code-format.js';
import { HERO_PORTRAIT_ASPECT } from '../../src/shared/constants.js';

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

describe('seedDemoContent', () => {
  let database: Database;
  let uploadsDir: string;
  let first: Awaited<ReturnType<typeof seedDemoContent>>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-seed-'));
    first = await seedDemoContent(database.db, {
      uploads: createDiskStorage(uploadsDir),
      log: (line) => lines.push(line),
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('seeds every content table of a new database', async () => {
    const { db } = database;
    expect(first.seeded).toBe(true);
    const counts = {
      galleryImages: (await db.select().from(galleryImages)).length,
      rooms: (await db.select().from(rooms)).length,
      amenities: (await db.select().from(amenities)).length,
      testimonials: (await db.select().from(testimonials)).length,
      attractionCategories: (await db.select().from(attractionCategories)).length,
      attractions: (await db.select().from(attractions)).length,
      guestInfoCategories: (await db.select().from(guestInfoCategories)).length,
      guestInfoItems: (await db.select().from(guestInfoItems)).length,
      checkInInstructions: (await db.select().from(checkInInstructions)).length,
      accessCodes: (await db.select().from(accessCodes)).length,
      contactSubmissions: (await db.select().from(contactSubmissions)).length,
      bookableExperiences: (await db.select().from(bookableExperiences)).length,
    };
    for (const [table, count] of Object.entries(counts)) expect(count, table).toBeGreaterThan(0);
    // The printed, undated code and a demo code tied to a stay a week ahead (issue 10).
    expect(counts.accessCodes).toBe(2);
    const dated = (await db.select().from(accessCodes)).filter((row) => row.checkInAt !== null);
    expect(dated).toHaveLength(1);
    expect(dated[0].checkOutAt?.getTime()).toBeGreaterThan(dated[0].checkInAt?.getTime() ?? 0);
    expect(lines.some((line) => line.includes('Seeded the demo content'))).toBe(true);
  });

  it('gives the demo arrival settings that fill every placeholder of the demo instructions', async () => {
    const [settings] = await database.db.select().from(arrivalSettings);
    expect(settings).toMatchObject({
      address: 'Kanimbla Valley, Blue Mountains NSW',
      doorCode: '2790',
      wifiNetwork: 'KanimblaChalet',
      wifiPassword: 'bluemountains792',
      calendarCodes: true,
    });
    const texts = (await database.db.select().from(checkInInstructions)).map((row) => row.content).join('\n');
    expect(texts).toContain('{doorCode}');
    // The house times too, so the instructions never contradict the owner's (issue 45).
    expect(texts).toContain('{checkInTime}');
    expect(texts).not.toMatch(/\d:\d\d ?[ap]m/i);
    const filled = ['{doorCode}', '{wifiNetwork}', '{wifiPassword}', '{checkInTime}', '{checkOutTime}'];
    for (const name of texts.match(/\{[A-Za-z]+\}/g) ?? []) expect(filled, name).toContain(name);
  });

  it('seeds bookable experiences whose prices are decimals and whose rules make dates bookable', async () => {
    const experiences = await database.db
      .select()
      .from(bookableExperiences)
      .orderBy(asc(bookableExperiences.id));
    expect(experiences.map((row) => row.title)).toEqual([
      'Guided Grand Canyon Bushwalk',
      'Private Chef Dinner at the Chalet',
      'Mudgee Wine Tour',
      'Sauna and Stars Evening',
    ]);
    for (const row of experiences) {
      expect(row.price, row.title).toMatch(/^\d+\.\d{2}$/);
      expect(row.availableDays.length, row.title).toBeGreaterThan(0);
      expect(row.isActive).toBe(true);
    }
    // The bushwalk belongs to the demo's Grand Canyon Track.
    const [track] = await database.db
      .select()
      .from(attractions)
      .where(eq(attractions.title, 'Grand Canyon Track'));
    expect(experiences[0].attractionId).toBe(track.id);
  });

  it('records the seeding in app_state', async () => {
    const rows = await database.db.select().from(appState).where(eq(appState.key, DEMO_SEEDED_KEY));
    expect(rows).toHaveLength(1);
  });

  it('returns an active access code without expiry that exists in the database', async () => {
    const code = first.accessCode ?? '';
    expect(code.length).toBeGreaterThanOrEqual(3);
    expect(code.length).toBeLessThanOrEqual(50);
    expect(code).toMatch(GENERATED_ACCESS_CODE_PATTERN);
    const [row] = await database.db.select().from(accessCodes).where(eq(accessCodes.code, code));
    expect(row?.isActive).toBe(true);
    expect(row?.expiresAt).toBeNull();
  });

  it('has a hero image: the first hero-section gallery image exists as a file', async () => {
    const [hero] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.category, 'hero-section'))
      .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
      .limit(1);
    expect(hero).toBeDefined();
    expect(hero.src).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    const file = path.join(uploadsDir, hero.src.replace(/^\/uploads\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(PICTURE_SIZES.hero.width);
    expect(meta.height).toBe(PICTURE_SIZES.hero.height);
    // Tall enough for the largest portrait crop of the hero (1200 × 1600, decision 0021).
    expect(meta.height).toBeGreaterThanOrEqual(HERO_PORTRAIT_MAX_WIDTH / HERO_PORTRAIT_ASPECT);
  });

  it('writes a picture file for every image the content refers to', async () => {
    const { db } = database;
    const srcs = [
      ...(await db.select({ src: galleryImages.src }).from(galleryImages)).map((r) => r.src),
      ...(await db.select({ src: rooms.imagePath }).from(rooms)).map((r) => r.src),
      ...(await db.select({ src: attractions.image }).from(attractions)).map((r) => r.src),
      ...(await db.select({ src: bookableExperiences.image }).from(bookableExperiences)).map((r) => r.src),
    ];
    for (const src of srcs) {
      const file = path.join(uploadsDir, src.replace(/^\/uploads\//, ''));
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size, src).toBeGreaterThan(1000);
    }
    expect(readdirSync(path.join(uploadsDir, 'demo')).every((name) => name.endsWith('.webp'))).toBe(true);
  });

  it('covers the gallery categories and content the site needs', async () => {
    const { db } = database;
    const gallery = await db.select().from(galleryImages);
    const byCategory = (category: string) => gallery.filter((image) => image.category === category);
    expect(byCategory('hero-section').length).toBeGreaterThanOrEqual(1);
    expect(
      byCategory('about-section')
        .map((image) => image.sortOrder)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(byCategory('interior').length).toBeGreaterThanOrEqual(4);
    expect(byCategory('exterior').length).toBeGreaterThanOrEqual(3);
    expect(byCategory('attractions').length).toBeGreaterThanOrEqual(3);
    expect(gallery.every((image) => image.title !== '' && image.alt !== '')).toBe(true);

    const roomRows = await db.select().from(rooms).orderBy(asc(rooms.sortOrder));
    expect(roomRows.map((room) => room.sortOrder)).toEqual(roomRows.map((_, index) => index + 1));
    expect(roomRows.some((room) => room.features.length > 4)).toBe(true);

    const active = (await db.select().from(testimonials)).filter((t) => t.isActive);
    expect(active.length).toBeGreaterThan(6);

    for (const category of await db.select().from(attractionCategories)) {
      const items = await db.select().from(attractions).where(eq(attractions.categoryId, category.id));
      expect(items.length, category.name).toBeGreaterThanOrEqual(3);
    }

    const [whatToBring] = await db
      .select()
      .from(guestInfoCategories)
      .where(eq(guestInfoCategories.name, 'What to Bring'));
    const bringItems = await db
      .select()
      .from(guestInfoItems)
      .where(eq(guestInfoItems.categoryId, whatToBring.id));
    expect(bringItems.some((item) => item.description.length > 120 && /\n- /.test(item.description))).toBe(
      true,
    );

    const instructions = await db
      .select()
      .from(checkInInstructions)
      .orderBy(asc(checkInInstructions.sortOrder));
    expect(instructions[0].title).toBe('Quick Start Guide');
    expect(instructions.some((instruction) => instruction.content.includes('\n───\n'))).toBe(true);
  });

  it('seeds nothing the second time', async () => {
    const before = (await database.db.select().from(rooms)).length;
    const second = await seedDemoContent(database.db, { uploads: createDiskStorage(uploadsDir) });
    expect(second).toEqual({ seeded: false });
    expect((await database.db.select().from(rooms)).length).toBe(before);
    expect((await database.db.select().from(accessCodes)).length).toBe(2);
  });

  it('does not seed again after the owner deleted all content', async () => {
    await database.db.delete(rooms);
    const again = await seedDemoContent(database.db, { uploads: createDiskStorage(uploadsDir) });
    expect(again.seeded).toBe(false);
    expect(await database.db.select().from(rooms)).toHaveLength(0);
  });
});

describe('factories', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('builds complete records with unique defaults and applies overrides', () => {
    const a = buildAccessCode();
    const b = buildAccessCode();
    expect(a.code).toMatch(/^CODE-\d{4}$/);
    expect(a.code).not.toBe(b.code);
    expect(buildAccessCode({ code: 'MY-CODE', isActive: false })).toMatchObject({
      code: 'MY-CODE',
      isActive: false,
    });
    const image = buildGalleryImage({ title: 'Sunset', category: 'exterior' });
    expect(image).toMatchObject({
      title: 'Sunset',
      category: 'exterior',
      src: FACTORY_IMAGE,
      isFeatured: false,
    });
  });

  it('inserts rows with the overrides applied', async () => {
    const room = await insertRoom(database.db, { name: 'Garden Room', features: ['King bed'] });
    expect(room.id).toBeGreaterThan(0);
    expect(room).toMatchObject({ name: 'Garden Room', features: ['King bed'], imagePath: FACTORY_IMAGE });
    const code = await insertAccessCode(database.db, { code: 'WELCOME-1' });
    expect(code).toMatchObject({ code: 'WELCOME-1', isActive: true, expiresAt: null });
  });

  it('insertAttraction creates a category when none is given', async () => {
    const attraction = await insertAttraction(database.db, { title: 'Evans Lookout' });
    expect(attraction.title).toBe('Evans Lookout');
    const [category] = await database.db
      .select()
      .from(attractionCategories)
      .where(eq(attractionCategories.id, attraction.categoryId));
    expect(category).toBeDefined();

    const sibling = await insertAttraction(database.db, { categoryId: category.id });
    expect(sibling.categoryId).toBe(category.id);
  });

  it('insertGuestInfoItem creates a category when none is given', async () => {
    const item = await insertGuestInfoItem(database.db, { icon: 'wifi' });
    expect(item.icon).toBe('wifi');
    const [category] = await database.db
      .select()
      .from(guestInfoCategories)
      .where(eq(guestInfoCategories.id, item.categoryId));
    expect(category).toBeDefined();
  });
});

describe('committed demo pictures (seed-assets/demo)', () => {
  it('hold exactly the pictures the content uses, each a WebP at the size of its use', async () => {
    const jobs = collectPictures();
    expect(readdirSync(DEMO_PICTURES_DIR).sort()).toEqual(
      jobs.map(({ picture }) => `${picture.name}.webp`).sort(),
    );
    for (const { picture, size } of jobs) {
      const meta = await sharp(path.join(DEMO_PICTURES_DIR, `${picture.name}.webp`)).metadata();
      expect(meta, picture.name).toMatchObject({ format: 'webp', ...PICTURE_SIZES[size] });
    }
  });
});

describe('renderScene', () => {
  it('renders a deterministic WebP of the requested size', async () => {
    const one = await renderScene('chalet', { width: 320, height: 240 });
    const two = await renderScene('chalet', { width: 320, height: 240 });
    expect(one.equals(two)).toBe(true);
    const meta = await sharp(one).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });
});
