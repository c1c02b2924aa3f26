import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.js';
import { CLIENT_STARTED_ATTRIBUTE } from '../../src/client/lib/client-start.js';
import { adminApi as adminUrls } from '../../src/shared/admin-routes.js';
import { type AdminUrls, RESOURCES, type ResourceName } from '../../src/shared/resources.js';
import { api as urls } from '../../src/shared/routes.js';
import type { AccessCode, AccessCodeCreateInput } from '../../src/shared/schemas/access-codes.js';
import type { Amenity, AmenityCreateInput } from '../../src/shared/schemas/amenities.js';
import type {
  Attraction,
  AttractionCategory,
  AttractionCategoryCreateInput,
  AttractionCreateInput,
} from '../../src/shared/schemas/attractions.js';
import type { CheckInInstruction, CheckInInstructionCreateInput } from '../../src/shared/schemas/check-in.js';
import type { ContactCreateInput, ContactSubmission } from '../../src/shared/schemas/contact.js';
import type { Experience, ExperienceCreateInput } from '../../src/shared/schemas/experiences.js';
import type { GalleryImage, GalleryImageCreateInput } from '../../src/shared/schemas/gallery.js';
import type {
  GuestInfoCategory,
  GuestInfoCategoryCreateInput,
  GuestInfoItem,
  GuestInfoItemCreateInput,
} from '../../src/shared/schemas/guest-info.js';
import type { Room, RoomCreateInput } from '../../src/shared/schemas/rooms.js';
import type { Testimonial, TestimonialCreateInput } from '../../src/shared/schemas/testimonials.js';
import { createServerGroup, type GroupServer } from '../helpers/server-process.js';

export { expect };

/**
 * Details of a test whose behaviour does not depend on the viewport (a validation message, a link's
 * address, a refused code): the phone project leaves it out (playwright.config.ts), so it runs once, at
 * desktop width. Layout, menus, touch and anything laid out differently stay at both widths.
 */
export const ANY_WIDTH = { tag: '@any-width' };

export interface SpecServer extends GroupServer {
  /** SIGTERM, up to 5 s to finish, then SIGKILL; its DATA_DIR removed. */
  stop: () => Promise<void>;
}

/**
 * A site of a spec file's own, for settings the shared e2e server lacks (email, a database the test
 * writes to, analytics): the build, on a free port that is also its PUBLIC_URL, in a new DATA_DIR, healthy.
 */
export async function startSpecServer(env: Record<string, string>): Promise<SpecServer> {
  const group = createServerGroup();
  const stop = async (server?: GroupServer) => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    await group.stopAll();
  };
  try {
    const server = await group.start(env, { built: true, publicUrl: true, healthMs: 200_000 });
    return Object.assign(server, { stop: () => stop(server) });
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A test that waits out real time (the door code's unlock, ~75 s; issue 43): it runs in the `real-time`
 * project, started first beside the others, rather than holding a worker at the end (decision 0082).
 */
export const REAL_TIME = { tag: '@real-time' };

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching exactly `text`. */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The toast whose title is exactly `title`. */
export function toast(page: Page, title: string) {
  return page
    .locator('[data-slot="toast"]')
    .filter({ has: page.locator('[data-slot="toast-title"]').filter({ hasText: exactly(title) }) });
}

/** An access code unique to this test, `label` first, in capitals. */
export const uniqueCode = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

/**
 * A gate for held answers: a route handler awaits `held` and the test calls `release()` once what it
 * needs has happened (a click made, a paint seen), rather than holding the answer for a fixed time.
 */
export function heldUntilReleased(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The page's finite animations and transitions (colours easing to a new theme, a dialog opening) have ended. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition started by a change just made is listed from the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** A unique suffix so parallel tests never collide on names. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the page's browser context in as the admin through the API (fast, no UI). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post(adminUrls.login, { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
}

/**
 * The resources the admin API creates, updates and deletes (those declaring `admin` in
 * src/shared/resources.ts): their URLs and wire types (the shared schemas' `X` and `XCreateInput`).
 */
type AdminResources = {
  [R in ResourceName as (typeof RESOURCES)[R] extends { admin: AdminUrls }
    ? R
    : never]: (typeof RESOURCES)[R];
};
export type Resource = keyof AdminResources & ResourceName;
type TypesOf<R extends Resource> = NonNullable<(typeof RESOURCES)[R]['types']>;
export type EntityOf<R extends Resource> = TypesOf<R>['entity'];
export type CreateInputOf<R extends Resource> = TypesOf<R>['createInput'];

const adminUrlsOf = (resource: Resource): AdminUrls => RESOURCES[resource].admin;

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** An API client signed in as the admin, for arranging data a test needs. */
async function adminApi(request: APIRequestContext) {
  const response = await request.post(adminUrls.login, { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    data?: unknown,
  ) => {
    const res = await request.fetch(url, { method, data: data as object | undefined });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    call,
    get: <T = unknown>(url: string) => call<T>('GET', url),
    create: <R extends Resource>(resource: R, data: CreateInputOf<R>) =>
      call<EntityOf<R>>('POST', adminUrlsOf(resource).list, data),
    update: <R extends Resource>(resource: R, id: number, data: Partial<CreateInputOf<R>>) =>
      call<EntityOf<R>>('PUT', adminUrlsOf(resource).item(id), data),
    remove: async (resource: Resource, id: number) => {
      await call('DELETE', adminUrlsOf(resource).item(id));
    },
    /** Cleans up after a test: removes the entity if there is one, whatever happened to it meanwhile. */
    discard: async (resource: Resource, id: number | undefined) => {
      if (id === undefined) return;
      await call('DELETE', adminUrlsOf(resource).item(id)).catch(() => undefined);
    },
    /** The first entity of the admin list of `resource` that `matches`. */
    find: async <R extends Resource>(resource: R, matches: (entity: EntityOf<R>) => boolean) =>
      (await call<EntityOf<R>[]>('GET', adminUrlsOf(resource).list)).find(matches),
  };
}

/** A high sort order, so test rows come after the demo ones on the public pages. */
export const lateSortOrder = () => 900_000 + Math.floor(Math.random() * 90_000);

/** Complete, uniquely named test entities; `overrides` replace any field. */
const defaults = {
  rooms: () => ({
    name: unique('E2E Room'),
    description: 'A room created by an e2e test.',
    imagePath: '',
    features: ['King bed', 'Valley views'],
    sortOrder: 500_000 + Math.floor(Math.random() * 100_000),
  }),
  checkInInstructions: () => ({
    title: unique('E2E Instruction'),
    content: 'Getting in\n• The key box is beside the door',
    imagePath: null,
    sortOrder: lateSortOrder(),
  }),
  testimonials: () => ({
    name: unique('E2E Guest'),
    location: 'Katoomba, NSW',
    comment: 'A lovely stay created by an e2e test.',
    rating: 4,
    isActive: true,
  }),
  amenities: () => ({
    categoryName: unique('E2E Amenities'),
    categoryIcon: 'leaf',
    items: ['Outdoor bath', 'Hammock', 'Bird feeder'],
  }),
  accessCodes: () => ({
    code: `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    isActive: true,
    expiresAt: null,
  }),
  attractionCategories: () => ({
    name: unique('E2E Walks'),
    icon: 'hiking',
    image: null,
    sortOrder: lateSortOrder(),
    description: 'Category created by an e2e test',
  }),
  guestInfoCategories: () => ({
    name: unique('E2E Info'),
    sortOrder: lateSortOrder(),
  }),
} satisfies { [R in Resource]?: () => CreateInputOf<R> };

/** Defaults of the entities that belong to a parent (its id given) or show a demo picture (looked up). */
const childDefaults = {
  attractions: () => ({
    title: unique('E2E Lookout'),
    description: 'A short walk to a lookout over the valley.',
    imageAlt: 'Sandstone cliffs above the valley',
    details: {},
    distance: '12 min drive',
    address: 'Cliff Drive, Katoomba NSW',
    websiteUrl: 'https://example.com/lookout',
  }),
  gallery: () => ({
    title: unique('E2E Gallery'),
    alt: 'An e2e test picture',
    category: unique('e2e').toLowerCase().replace(/\s+/g, '-'),
    isFeatured: false,
    sortOrder: 9000,
  }),
  experiences: () => ({
    title: unique('E2E Canyon Walk'),
    description: 'A guided walk into the canyon with a local ranger.',
    imageAlt: 'A canyon walk beneath sandstone cliffs',
    price: '145.00',
    duration: '3 hours',
    provider: 'Blue Mountains Guides',
    location: 'Katoomba',
    // Every day, bookable from tomorrow: the tests run on the real clock.
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    maxParticipants: 6,
    leadTimeHours: 0,
    advanceWindowDays: 60,
  }),
  guestInfoItems: () => ({
    title: unique('E2E Item'),
    description: 'Bins go out on Tuesday night.',
    icon: 'trash',
    sortOrder: 1,
  }),
} satisfies { [R in Resource]?: () => Partial<CreateInputOf<R>> };

/** An existing demo attraction's picture, so attractions created here show a real image. */
export async function demoAttractionImage(api: AdminApi) {
  const all = await api.get<Attraction[]>(urls.attractions);
  return all.find((a) => a.image)?.image ?? '/images/placeholder.png';
}

/** An existing demo gallery picture (not the hero's), so images created here have a real source. */
async function demoGallerySource(api: AdminApi) {
  const images = await api.get<GalleryImage[]>(urls.gallery);
  return (images.find((i) => i.category !== 'hero-section' && i.src.startsWith('/')) ?? images[0]).src;
}

/** A complete contact message, unique by its subject. */
function contactDefaults(): ContactCreateInput {
  const id = unique('E2E');
  return {
    name: `E2E Sender ${id}`,
    email: `e2e.${id.replace(/\s+/g, '.').toLowerCase()}@example.com`,
    subject: `Subject ${id}`,
    message: `Hello! This is the full message of ${id}.`,
  };
}

/**
 * Factories: create uniquely named entities through the admin API and delete them when the test ends
 * (whatever it did with them meanwhile).
 */
async function createFactories(
  api: AdminApi,
  request: APIRequestContext,
  use: (factories: Factories) => Promise<void>,
) {
  const created: { resource: Resource; id: number }[] = [];
  const make = async <R extends Resource>(resource: R, data: CreateInputOf<R>) => {
    const entity = await api.create(resource, data);
    created.push({ resource, id: (entity as { id: number }).id });
    return entity;
  };
  const factories: Factories = {
    create: make,
    room: (overrides = {}) => make('rooms', { ...defaults.rooms(), ...overrides }),
    checkInInstruction: (overrides = {}) =>
      make('checkInInstructions', { ...defaults.checkInInstructions(), ...overrides }),
    testimonial: (overrides = {}) => make('testimonials', { ...defaults.testimonials(), ...overrides }),
    amenity: (overrides = {}) => make('amenities', { ...defaults.amenities(), ...overrides }),
    accessCode: (overrides = {}) => make('accessCodes', { ...defaults.accessCodes(), ...overrides }),
    guestStay: async ({ checkInAt, checkOutAt, ...overrides }) => {
      const code = `STAY-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
      const { id } = await make('accessCodes', {
        ...defaults.accessCodes(),
        code,
        guestName: 'Olivia Bennett',
        checkInAt: new Date(checkInAt).toISOString(),
        checkOutAt: new Date(checkOutAt).toISOString(),
        ...overrides,
      });
      return { code, id };
    },
    attractionCategory: (overrides = {}) =>
      make('attractionCategories', { ...defaults.attractionCategories(), ...overrides }),
    attraction: async (overrides) =>
      make('attractions', {
        ...childDefaults.attractions(),
        image: overrides.image ?? (await demoAttractionImage(api)),
        ...overrides,
      }),
    galleryImage: async (overrides = {}) =>
      make('gallery', {
        ...childDefaults.gallery(),
        src: overrides.src ?? (await demoGallerySource(api)),
        ...overrides,
      }),
    guestInfoCategory: (overrides = {}) =>
      make('guestInfoCategories', { ...defaults.guestInfoCategories(), ...overrides }),
    guestInfoItem: (overrides) => make('guestInfoItems', { ...childDefaults.guestInfoItems(), ...overrides }),
    experience: async (overrides = {}) =>
      make('experiences', {
        ...childDefaults.experiences(),
        image: overrides.image ?? (await demoAttractionImage(api)),
        ...overrides,
      }),
    contactMessage: async (overrides = {}) => {
      const data = { ...contactDefaults(), ...overrides };
      // Sent as the website's form sends it: the public call, not signed in.
      const response = await request.post(urls.contact, { data });
      expect(response.status(), `POST ${urls.contact} answered: ${await response.text()}`).toBe(201);
      const stored = (await api.get<ContactSubmission[]>(urls.contact)).find(
        (m) => m.subject === data.subject,
      );
      expect(stored).toBeDefined();
      return stored!;
    },
  };
  await use(factories);
  for (const { resource, id } of created.reverse()) await api.remove(resource, id).catch(() => undefined);
}

export interface Factories {
  /** Any resource, as given (removed after the test). */
  create<R extends Resource>(resource: R, data: CreateInputOf<R>): Promise<EntityOf<R>>;
  room(overrides?: Partial<RoomCreateInput>): Promise<Room>;
  checkInInstruction(overrides?: Partial<CheckInInstructionCreateInput>): Promise<CheckInInstruction>;
  testimonial(overrides?: Partial<TestimonialCreateInput>): Promise<Testimonial>;
  amenity(overrides?: Partial<AmenityCreateInput>): Promise<Amenity>;
  accessCode(overrides?: Partial<AccessCodeCreateInput>): Promise<AccessCode>;
  /**
   * A dated guest stay (an access code with a guest name and dates, times in ms since the epoch): the
   * server runs on the real clock, so stays are placed relative to now.
   */
  guestStay(
    stay: { checkInAt: number; checkOutAt: number } & Omit<
      Partial<AccessCodeCreateInput>,
      'checkInAt' | 'checkOutAt'
    >,
  ): Promise<{ code: string; id: number }>;
  attractionCategory(overrides?: Partial<AttractionCategoryCreateInput>): Promise<AttractionCategory>;
  /** An attraction of the category `categoryId` (deleting the category deletes it too). */
  attraction(overrides: Partial<AttractionCreateInput> & { categoryId: number }): Promise<Attraction>;
  galleryImage(overrides?: Partial<GalleryImageCreateInput>): Promise<GalleryImage>;
  /** An active experience bookable every day from today for 60 days, 6 places a date (with a demo picture). */
  experience(overrides?: Partial<ExperienceCreateInput>): Promise<Experience>;
  guestInfoCategory(overrides?: Partial<GuestInfoCategoryCreateInput>): Promise<GuestInfoCategory>;
  /** An item of the category `categoryId` (deleting the category deletes it too). */
  guestInfoItem(
    overrides: Partial<GuestInfoItemCreateInput> & { categoryId: number },
  ): Promise<GuestInfoItem>;
  /**
   * A message sent through the public contact call, as stored. Messages stay: the API has no way to
   * delete one (the owner archives them), so each has a unique subject.
   */
  contactMessage(overrides?: Partial<ContactCreateInput>): Promise<ContactSubmission>;
}

/**
 * The console errors and uncaught exceptions of a page from now on (a hydration mismatch is one), for a
 * final `expect(errors).toEqual([])`; `ignore` leaves out what the test causes (offline, the requests the
 * browser could not make).
 */
export function collectPageErrors(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore?.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Public pages start their client after the first paint (decision 0024), which may come after the
 * `load` event that navigations wait for: returns once the client has started (or given up), as a
 * visitor's first click or keystroke after reading the page would find it.
 */
export async function waitForClient(page: Page): Promise<void> {
  await page.waitForFunction(
    ([attribute]) =>
      !document.querySelector('script[data-entry]') || document.documentElement.hasAttribute(attribute),
    [CLIENT_STARTED_ATTRIBUTE],
  );
}

/** How many of `code`'s check-in answers the service worker keeps on the device (decision 0012). */
export const keptCheckInAnswers = (page: Page, code: string) =>
  page.evaluate(async (code) => {
    const cache = await caches.open('check-in-v1');
    return (await cache.keys()).filter((request) => new URL(request.url).searchParams.get('code') === code)
      .length;
  }, code);

/** Whether the service worker keeps a copy of the page at `path` (with its query) for use offline. */
export const keptPage = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const cache = await caches.open('pages-v1');
    return (await cache.keys()).some((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search === path;
    });
  }, path);

/** The page's service worker is in control and has kept the code's answers and the start page. */
export async function keptOnDevice(page: Page, code: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => keptCheckInAnswers(page, code)).toBe(2);
  await expect.poll(() => keptPage(page, '/check-in')).toBe(true);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];

interface Fixtures {
  /** A page whose browser context is signed in as the admin. */
  adminPage: Page;
  /** The admin API, signed in through its own request context. */
  api: AdminApi;
  /** Test entities created through `api`, deleted after the test. */
  factories: Factories;
}

export const test = base.extend<Fixtures>({
  // Navigations that wait for `load` (the default) also wait for the client.
  page: async ({ page, javaScriptEnabled }, use) => {
    for (const name of javaScriptEnabled === false ? [] : NAVIGATIONS) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = args.find(
            (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null,
          );
          if ((options?.waitUntil ?? 'load') === 'load') await waitForClient(page);
          return response;
        },
      });
    }
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInAsAdmin(page);
    await use(page);
  },
  api: async ({ playwright, baseURL }, use) => {
    // Its own context, so signing it in never touches the cookies of `page` or `request`.
    const context = await playwright.request.newContext({ baseURL });
    await use(await adminApi(context));
    await context.dispose();
  },
  factories: async ({ api, request }, use) => {
    await createFactories(api, request, use);
  },
});

/**
 * Shows every scroll reveal and lets finite animations (fades, dialog openings) finish, then returns to
 * where the page was. axe scrolls while it measures colour contrast; without this, a section it scrolls
 * to starts fading in mid-check and is measured at partial opacity.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = window.scrollY;
    const scrollThrough = async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
    };
    const unhydrated = () => document.querySelector('[data-hydrated="false"]');
    await scrollThrough();
    // A deferred home section hydrates when its chunk arrives, which on a busy machine can be after the
    // pass above went by: its reveals then hide what is off screen and fade once scrolled to. Wait for
    // every section, then pass again so those fades start and can be awaited below.
    if (unhydrated()) {
      const deadline = performance.now() + 10_000;
      while (unhydrated() && performance.now() < deadline) await frame();
      await scrollThrough();
    }
    window.scrollTo(0, start);
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Screenshots of the page as it is, at 390 px (whole page) and 1440 px, light and dark, to
 * `<pathPrefix>-<width>-<scheme>.png`; the page is left at desktop width in light mode.
 */
export async function screenshotsAtBothWidths(page: Page, pathPrefix: string) {
  for (const width of [390, 1440]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      // The colours' transitions run to their end first: a shot taken mid-way mixes the two schemes.
      await page.evaluate(async (dark) => {
        document.documentElement.classList.toggle('dark', dark);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const finite = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
        await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      }, scheme === 'dark');
      await page.screenshot({ path: `${pathPrefix}-${width}-${scheme}.png`, fullPage: width === 390 });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** axe-core: the serious and critical violations of the current page, once its animations are done. */
export async function seriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/**
 * Picks an option of an open Radix select with the keyboard. A pointer click can chase the option while
 * the list scrolls under the mouse (its scroll buttons move it), which made such clicks flaky.
 */
export async function chooseOption(option: Locator) {
  await option.focus();
  await option.press('Enter');
  await expect(option).toBeHidden();
  // The list hands focus back (to its trigger, or to a field the choice revealed) just after it
  // unmounts: wait for that, as a person waits for the list to close before typing on.
  await expect
    .poll(() =>
      option
        .page()
        .evaluate(
          () =>
            document.activeElement !== document.body && !document.activeElement?.closest('[role="listbox"]'),
        ),
    )
    .toBe(true);
}

/** Serious axe violations once entry transitions (dialogs, toasts) have finished, so colours are as shown. */
export async function a11yViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return seriousA11yViolations(page);
}

/** Answers the page's own GET of `path` (shared data stays untouched): JSON, or plain text for an error. */
export async function mockGet(page: Page, path: string, body: unknown, status = 200) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status,
          contentType: typeof body === 'string' ? 'text/plain' : 'application/json',
          body: typeof body === 'string' ? body : JSON.stringify(body),
        })
      : route.fallback(),
  );
}

/** True once the section is scrolled to: its top sits at its scroll margin (below the fixed header), or the page cannot scroll further. */
export async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => {
          const el = document.getElementById(sectionId);
          if (!el) return `no #${sectionId}`;
          const top = el.getBoundingClientRect().top;
          const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
          const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          if (Math.abs(top - margin) <= 3) return 'scrolled';
          if (atBottom && top >= margin - 3 && top < window.innerHeight) return 'scrolled';
          return `top ${Math.round(top)}, margin ${margin}`;
        }, id),
      { message: `#${id} scrolled into place`, timeout: 8_000 },
    )
    .toBe('scrolled');
}

/** The admin's inbox, once its table is shown. */
export async function openMessages(page: Page) {
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}
