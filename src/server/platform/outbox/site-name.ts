import { SiteSettingsSchema } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';
import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';

/**
 * The owner's site name (site settings, issue 45) for what the platform sends: the emails' From name
 * and their texts. Read on its own (the site settings' module sits above the platform); a stored name
 * that no longer passes its rule reads as the default, as in the settings' own read.
 */
export async function readSiteName(db: Db): Promise<string> {
  const [row] = await db.select({ values: siteSettings.values }).from(siteSettings).limit(1);
  const parsed = SiteSettingsSchema.shape.siteName.safeParse(row?.values.siteName);
  return parsed.success ? parsed.data : SITE.name;
}
