import { z } from 'zod';
import './zod-config.js';
import { SITE } from '../site.js';
import { isHttpUrl } from './fields.js';

/**
 * The chalet's own words and links that the owner edits in the back office (Site settings). The spec's
 * fixed texts (section titles such as 'As Seen On', messages, button labels it quotes elsewhere) are
 * not here. One schema validates the admin form and the server.
 */

export const URL_FORMAT_MESSAGE = 'Must be a web address starting with http:// or https://';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A text the owner may clear (empty: the part it belongs to is hidden or left out). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const webAddress = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    // Only http(s): a 'javascript:' or 'data:' link would run in the visitor's browser.
    .refine(isHttpUrl, `${label}: ${URL_FORMAT_MESSAGE}`);

/** A web address the owner may clear (empty: not set). */
const optionalWebAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((v) => v === '' || isHttpUrl(v), `${label}: ${URL_FORMAT_MESSAGE}`);

const textList = (label: string, itemLabel: string, itemMax: number, min: number, max: number) =>
  z
    .array(text(itemLabel, itemMax), { error: `${label} must be a list of texts` })
    .min(min, min === 1 ? `${label} needs at least one entry` : `${label} needs at least ${min} entries`)
    .max(max, `${label} can have at most ${max} entries`);

/** Decimal degrees, e.g. -33.6190 (a dot, at most 7 decimals: about a centimetre). */
const DEGREES_PATTERN = /^[-+]?\d{1,3}(\.\d{1,7})?$/;
/** Empty: not set (the search engines' record then carries no position). */
const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (v) => v === '' || (DEGREES_PATTERN.test(v) && Math.abs(Number(v)) <= limit),
      `${label} must be a number of degrees between -${limit} and ${limit}, such as ${limit === 90 ? '-33.619' : '150.227'}`,
    );

const PHONE_PATTERN = /^\+?[\d\s().-]{6,30}$/;
const EMAIL_MESSAGE = 'Host email must be a valid email address';

export const SiteSettingsSchema = z.object({
  /** The chalet's name wherever the brand stands: header, footer, page titles, emails, the guest's messages. */
  siteName: text('Site name', 60),
  /** The name under the app icon on a guest's phone (the web app manifest's short_name). */
  siteShortName: text('Short name', 30),
  heroEyebrow: text('Hero eyebrow', 80),
  heroHeadline: text('Headline', 120),
  heroSubline: text('Sub-line', 300),
  aboutTitle: text('About title', 80),
  aboutParagraphs: textList('About paragraphs', 'A paragraph', 1500, 1, 6),
  aboutBadges: textList('Feature badges', 'A badge', 40, 0, 10),
  /** The promotion shows while its title and button are set (`isPromoShown`). */
  promoTitle: optionalText('Promo title', 80),
  promoText: optionalText('Promo text', 400),
  promoButton: optionalText('Promo button', 40),
  /** 'As Seen On' shows while its text and link are set (`isAsSeenOnShown`). */
  asSeenOnText: optionalText("'As Seen On' text", 200),
  asSeenOnLabel: optionalText("'As Seen On' label", 80),
  asSeenOnUrl: optionalWebAddress("'As Seen On' link"),
  footerTagline: text('Footer tagline', 160),
  footerText: text('Footer text', 400),
  locationLines: textList('Location lines', 'A location line', 100, 1, 4),
  socialUrl: webAddress('Social link'),
  /** Empty: not shown. */
  hostPhone: z
    .string()
    .trim()
    .max(30, 'Host phone must be at most 30 characters')
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Host phone may hold digits, spaces, + ( ) . - only'),
  /** Empty: not shown. */
  hostEmail: z
    .string()
    .trim()
    .max(254, 'Host email must be at most 254 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE),
  bookingUrl: webAddress('Booking link'),
  /** Under the contact form's thank-you: when a guest can expect an answer. */
  replyNote: text('Reply note', 200),
  /** The chalet's position for search engines (structured data `geo`); used only when both are set. */
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  /** How many guests the chalet sleeps (structured data `occupancy`). Empty: not said. */
  maxGuests: z
    .string({ error: 'Maximum guests must be text' })
    .trim()
    .refine((v) => v === '' || /^[1-9]\d?$/.test(v), 'Maximum guests must be a whole number from 1 to 99'),
});

/** The settings as the browser receives them (GET /api/site-settings). */
export type SiteSettings = z.input<typeof SiteSettingsSchema>;
export type SiteSettingsKey = keyof SiteSettings;

/** PUT /api/site-settings: any subset of the fields; an unknown field is refused, not ignored. */
export const SiteSettingsUpdateSchema = SiteSettingsSchema.partial().strict();
export type SiteSettingsUpdate = z.output<typeof SiteSettingsUpdateSchema>;

/**
 * Today's texts, so a fresh install looks exactly as before. The booking link's default is the
 * BOOKING_URL setting (server config), so it is not here.
 */
export const SITE_SETTINGS_DEFAULTS: Omit<z.output<typeof SiteSettingsSchema>, 'bookingUrl'> = {
  siteName: SITE.name,
  siteShortName: SITE.shortName,
  heroEyebrow: 'Kanimbla Valley · Blue Mountains',
  heroHeadline: 'Your Alpine Escape in the Blue Mountains',
  heroSubline:
    'A four-bedroom, pet-friendly chalet on 22 acres of private bushland, 792 metres above sea level.',
  aboutTitle: 'About Our Chalet',
  aboutParagraphs: [
    'Set 792 metres above sea level in a quiet valley about two hours from the city, our four-bedroom alpine-style chalet stands on 22 acres of private bushland. Wake to panoramic views across the Kanimbla Valley, watch the native wildlife wander past, and let the pace of the mountains take over.',
    'Warm up in the sauna, soak in the bath, gather around the fireplace or under the stars by the fire pit. Solar powered and pet-friendly, the chalet is a secluded retreat for families and friends, with the nearby towns only 20 to 30 minutes away when you want them.',
  ],
  aboutBadges: ['Panoramic Views', 'Sauna', 'Fireplace', 'Native Wildlife', 'Secluded Retreat'],
  promoTitle: 'Reconnect with Nature',
  promoText:
    'Trade the city for birdsong, crisp mountain air and a crackling fire. Twenty-two acres of bushland are waiting for you.',
  promoButton: 'Book Your Escape',
  asSeenOnText: 'Our chalet was featured on a house-hunting television series.',
  asSeenOnLabel: 'Season 1, Episode 5',
  asSeenOnUrl: 'https://www.abc.net.au/',
  footerTagline: 'A luxury alpine retreat in the Blue Mountains.',
  footerText:
    'Four bedrooms, 22 acres of private bushland and panoramic valley views, 792 metres above sea level.',
  locationLines: ['Kanimbla, Blue Mountains', 'NSW, Australia'],
  socialUrl: 'https://www.instagram.com/',
  hostPhone: '',
  hostEmail: '',
  replyNote: 'We usually reply within a day, by email.',
  latitude: '',
  longitude: '',
  maxGuests: '',
};

type Sections = Pick<SiteSettings, 'promoTitle' | 'promoButton' | 'asSeenOnText' | 'asSeenOnUrl'>;

/** The promotion band shows while the owner keeps its title and button (clearing them hides it). */
export const isPromoShown = (s: Sections | undefined) => !!s?.promoTitle && !!s.promoButton;

/** 'As Seen On' shows while the owner keeps its text and link (clearing them hides it). */
export const isAsSeenOnShown = (s: Sections | undefined) => !!s?.asSeenOnText && !!s.asSeenOnUrl;
