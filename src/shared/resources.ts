/**
 * Every resource's public reads and content tables, declared once (decision 0048). The server derives
 * from it what the render cache keeps and what each read shows (`CACHEABLE_ROUTES`), which tables get
 * the content-version trigger (installed at every migration, `db/content-triggers.ts`), and the tests
 * derive the public routes they probe and the admin API the browser tests arrange data with.
 * Adding a resource: docs/adding-a-resource.md. It names the back office's URLs (`adminApi`), so the
 * public client never imports it (decision 0061, checked by `npm run lint`).
 */
import { adminApi } from './admin-routes.js';
import { api } from './routes.js';
import type { AccessCode, AccessCodeCreateInput } from './schemas/access-codes.js';
import type { Amenity, AmenityCreateInput } from './schemas/amenities.js';
import type {
  Attraction,
  AttractionCategory,
  AttractionCategoryCreateInput,
  AttractionCreateInput,
} from './schemas/attractions.js';
import type { AvailabilityFeed, AvailabilityFeedCreateInput } from './schemas/availability.js';
import type { CheckInInstruction, CheckInInstructionCreateInput } from './schemas/check-in.js';
import type { Experience, ExperienceCreateInput } from './schemas/experiences.js';
import type { GalleryImage, GalleryImageCreateInput } from './schemas/gallery.js';
import type {
  GuestInfoCategory,
  GuestInfoCategoryCreateInput,
  GuestInfoItem,
  GuestInfoItemCreateInput,
} from './schemas/guest-info.js';
import type { Room, RoomCreateInput } from './schemas/rooms.js';
import type { Testimonial, TestimonialCreateInput } from './schemas/testimonials.js';

/** A read every visitor may make and that answers the same to everyone: cached until a table it shows changes. */
export interface PublicRead {
  /** The route as registered (`api.x`): the render cache's entry for it. */
  route: string;
  /** What a visitor requests, when it is not the bare route (the public testimonials add `?activeOnly=true`). */
  url?: string;
  /** The content tables its answer shows (`tests/api/render-cache-dependencies.test.ts` checks them). */
  shows: readonly string[];
}

/** The owner's list and item URLs: POST on the list creates, PUT and DELETE on an item change it. */
export interface AdminUrls {
  list: string;
  item: (id: number) => string;
}

export interface ResourceDefinition<Entity = unknown, CreateInput = unknown> {
  /** The tables its rows live in that the public site shows: each gets the content-version trigger. */
  contentTables: readonly string[];
  publicReads: readonly PublicRead[];
  admin?: AdminUrls;
  /** Types only (never set): the entity and its create input, for typed test clients. */
  readonly types?: { entity: Entity; createInput: CreateInput };
}

type Declaration<Entity, CreateInput> = Omit<ResourceDefinition<Entity, CreateInput>, 'types'>;

/**
 * Declares a resource; `Entity` and `CreateInput` name its wire types (the shared schemas' `X`,
 * `XCreateInput`). One with an admin API keeps it in its type, so typed clients know which have one.
 */
export function defineResource<Entity = unknown, CreateInput = unknown>(
  definition: Declaration<Entity, CreateInput> & { admin: AdminUrls },
): ResourceDefinition<Entity, CreateInput> & { admin: AdminUrls };
export function defineResource<Entity = unknown, CreateInput = unknown>(
  definition: Declaration<Entity, CreateInput>,
): ResourceDefinition<Entity, CreateInput>;
export function defineResource(definition: Declaration<unknown, unknown>) {
  return definition;
}

export const RESOURCES = {
  rooms: defineResource<Room, RoomCreateInput>({
    contentTables: ['rooms'],
    publicReads: [{ route: api.rooms, shows: ['rooms'] }],
    admin: { list: api.rooms, item: adminApi.room },
  }),
  gallery: defineResource<GalleryImage, GalleryImageCreateInput>({
    contentTables: ['gallery_images'],
    publicReads: [
      { route: api.gallery, shows: ['gallery_images'] },
      // The hero follows the gallery (content) and a file that is never rewritten in place (uploads get
      // new names; static pictures change only with a deployment, i.e. a restart). The other image routes
      // already serve from the disk cache by file identity, so a file changed in place is seen at once.
      { route: api.heroImage, url: `${api.heroImage}?w=800&q=75`, shows: ['gallery_images'] },
    ],
    admin: { list: api.gallery, item: adminApi.galleryItem },
  }),
  amenities: defineResource<Amenity, AmenityCreateInput>({
    contentTables: ['amenities'],
    publicReads: [{ route: api.amenities, shows: ['amenities'] }],
    admin: { list: api.amenities, item: adminApi.amenity },
  }),
  attractionCategories: defineResource<AttractionCategory, AttractionCategoryCreateInput>({
    contentTables: ['attraction_categories'],
    publicReads: [{ route: api.attractionCategories, shows: ['attraction_categories'] }],
    admin: { list: api.attractionCategories, item: adminApi.attractionCategory },
  }),
  attractions: defineResource<Attraction, AttractionCreateInput>({
    contentTables: ['attractions'],
    publicReads: [{ route: api.attractions, shows: ['attractions'] }],
    admin: { list: api.attractions, item: adminApi.attraction },
  }),
  guestInfoCategories: defineResource<GuestInfoCategory, GuestInfoCategoryCreateInput>({
    contentTables: ['guest_info_categories'],
    publicReads: [{ route: api.guestInfoCategories, shows: ['guest_info_categories'] }],
    admin: { list: api.guestInfoCategories, item: adminApi.guestInfoCategory },
  }),
  guestInfoItems: defineResource<GuestInfoItem, GuestInfoItemCreateInput>({
    contentTables: ['guest_info_items'],
    publicReads: [{ route: api.guestInfoItems, shows: ['guest_info_items'] }],
    admin: { list: api.guestInfoItems, item: adminApi.guestInfoItem },
  }),
  testimonials: defineResource<Testimonial, TestimonialCreateInput>({
    contentTables: ['testimonials'],
    // The admin's full list shares the route; it is answered `no-store`, which is never cached.
    publicReads: [{ route: adminApi.testimonials, url: api.publicTestimonials, shows: ['testimonials'] }],
    admin: { list: adminApi.testimonials, item: adminApi.testimonial },
  }),
  // Read only behind a guest's access code (never cached), but content: the check-in page shows it.
  checkInInstructions: defineResource<CheckInInstruction, CheckInInstructionCreateInput>({
    contentTables: ['check_in_instructions'],
    publicReads: [],
    admin: { list: adminApi.checkInInstructions, item: adminApi.checkInInstruction },
  }),
  // Codes and their use counts are no content: a guest's sign-in must not empty the cache.
  accessCodes: defineResource<AccessCode, AccessCodeCreateInput>({
    contentTables: [],
    publicReads: [],
    admin: { list: adminApi.accessCodes, item: adminApi.accessCode },
  }),
  availabilityFeeds: defineResource<AvailabilityFeed, AvailabilityFeedCreateInput>({
    contentTables: ['availability_feeds'],
    // The calendar shows the feeds' busy ranges and the booking link from the site settings.
    publicReads: [{ route: api.availability, shows: ['availability_feeds', 'site_settings'] }],
    admin: { list: adminApi.availabilityFeeds, item: adminApi.availabilityFeed },
  }),
  experiences: defineResource<Experience, ExperienceCreateInput>({
    // Bookings are content too: an experience's availability shows the places left (decision 0053).
    contentTables: ['bookable_experiences', 'experience_bookings'],
    publicReads: [
      { route: api.experiences, shows: ['bookable_experiences'] },
      // Reads with an id in their path are declared by their route pattern; the URL names experience 1.
      { route: adminApi.experience.pattern, url: adminApi.experience(1), shows: ['bookable_experiences'] },
      {
        route: api.experienceAvailability.pattern,
        url: api.experienceAvailability(1),
        shows: ['bookable_experiences', 'experience_bookings'],
      },
    ],
    admin: { list: api.experiences, item: adminApi.experience },
  }),
  // For crawlers (delivery/seo, decision 0055): robots.txt shows no content; the sitemap is 'all' in CACHEABLE_ROUTES.
  seo: defineResource({
    contentTables: [],
    publicReads: [{ route: adminApi.robots, shows: [] }],
  }),
  siteSettings: defineResource({
    contentTables: ['site_settings'],
    publicReads: [
      { route: api.siteSettings, shows: ['site_settings'] },
      // The manifest carries the site name: a rename reaches it with the pages (issue 45).
      { route: adminApi.webAppManifest, shows: ['site_settings'] },
      // The legal pages' texts live in the settings' row (decision 0084); the URL names one of them.
      { route: api.legalText.pattern, url: api.legalText('privacy-policy'), shows: ['site_settings'] },
    ],
  }),
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof RESOURCES;

/**
 * Content tables that belong to no resource above: `app_state` (the demo's seeded markers),
 * `bookable_experiences` (a table the spec's experiences will use), triggered since migration 0004, and
 * `content_translations` (issue 46: every translatable resource's other languages, shown by a read with
 * `?lang=`; the render cache adds it to such a read's tables, `cacheable-routes.ts`).
 */
const OTHER_CONTENT_TABLES = ['bookable_experiences', 'app_state', 'content_translations'] as const;

/** Every public read of every resource. */
export const PUBLIC_READS: readonly PublicRead[] = Object.values(RESOURCES).flatMap(
  (resource) => resource.publicReads,
);

/** Every table whose writes bump the content version (decision 0020). */
export const CONTENT_TABLES: readonly string[] = [
  ...new Set([
    ...Object.values(RESOURCES).flatMap((resource) => resource.contentTables),
    ...OTHER_CONTENT_TABLES,
  ]),
];
