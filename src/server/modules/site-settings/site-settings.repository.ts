import { sql } from 'drizzle-orm';
import {
  type LegalPage,
  LegalTextFieldsSchema,
  type LegalTextUpdate,
} from '../../../shared/schemas/legal-texts.js';
import {
  SITE_SETTINGS_DEFAULTS,
  type SiteSettingsKey,
  SiteSettingsSchema,
  type SiteSettingsUpdate,
} from '../../../shared/schemas/site-settings.js';
import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';
import { defaultLegalText, LEGAL_DEFAULT_MONTH } from './legal-defaults.js';

const SETTINGS_ROW_ID = 1;
const FIELDS = Object.keys(SiteSettingsSchema.shape) as SiteSettingsKey[];

/**
 * The defaults overlaid with what the owner changed. A stored value that no longer passes its field's
 * rule (the rules tightened after it was saved) reads as the default rather than failing the page.
 */
function mergeSettings(stored: Record<string, unknown>, bookingUrl: string) {
  const merged: Record<string, unknown> = { ...SITE_SETTINGS_DEFAULTS, bookingUrl };
  for (const field of FIELDS) {
    if (!(field in stored)) continue;
    const parsed = SiteSettingsSchema.shape[field].safeParse(stored[field]);
    if (parsed.success) merged[field] = parsed.data;
  }
  return SiteSettingsSchema.parse(merged);
}

/**
 * Writes `values` over the same keys of the settings' row, creating it when missing. The merge (`||`)
 * happens in the database, so two owners saving different fields at once both keep their change.
 */
async function mergeIntoSettingsRow(db: Db, values: Record<string, unknown>) {
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ROW_ID, values })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { values: sql`${siteSettings.values} || excluded.values`, updatedAt: new Date() },
    });
}

/** The site settings; `defaultBookingUrl` (BOOKING_URL) until the owner sets a booking link. */
export async function getSiteSettings(db: Db, defaultBookingUrl: string) {
  const [row] = await db.select().from(siteSettings).limit(1);
  return mergeSettings(row?.values ?? {}, defaultBookingUrl);
}

/** Saves the fields given and leaves the others as they are. */
export async function updateSiteSettings(db: Db, input: SiteSettingsUpdate, defaultBookingUrl: string) {
  const values = definedValues(input);
  if (values) await mergeIntoSettingsRow(db, values);
  return getSiteSettings(db, defaultBookingUrl);
}

/** Where a legal page's text is kept in the settings' row (decision 0084). */
const legalKey = (page: LegalPage) => `legal:${page}`;

/**
 * A legal page's text and month: the owner's, or today's text naming the site as it is named now
 * (`defaultLegalText`). Stored in the settings' row, read on its own so pages do not carry it.
 */
export async function getLegalText(db: Db, page: LegalPage, defaultBookingUrl: string) {
  const [row] = await db.select().from(siteSettings).limit(1);
  const stored = LegalTextFieldsSchema.partial().safeParse(row?.values[legalKey(page)] ?? {});
  const own = stored.success ? stored.data : {};
  const body = own.body ?? defaultLegalText(page, (await getSiteSettings(db, defaultBookingUrl)).siteName);
  return { page, body, updatedMonth: own.updatedMonth ?? LEGAL_DEFAULT_MONTH };
}

/** Saves the fields given (the other one is kept as it reads now); one statement, like the settings. */
export async function updateLegalText(
  db: Db,
  page: LegalPage,
  input: LegalTextUpdate,
  defaultBookingUrl: string,
) {
  const current = await getLegalText(db, page, defaultBookingUrl);
  const saved = {
    body: input.body ?? current.body,
    updatedMonth: input.updatedMonth ?? current.updatedMonth,
  };
  const values = { [legalKey(page)]: saved };
  await mergeIntoSettingsRow(db, values);
  return { page, ...saved };
}
