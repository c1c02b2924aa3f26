import type { Locale } from '../../../shared/locales.js';
import type { Db } from '../../db/client.js';
import { translateRows } from '../translations/translations.repository.js';
import type { ExperienceRow } from './experience-bookings.repository.js';

/** The owner's words of an experience that a guest's booking emails carry. */
export type ExperienceEmailFields = Pick<
  ExperienceRow,
  'title' | 'provider' | 'location' | 'duration' | 'howToPay'
>;

/**
 * The owner's own words of an experience in the guest's language (decision 0095): the fields in `locale`
 * where the owner translated them and the translation is current (decision 0094), else in English.
 * Called inside the booking's transaction (`db` is that transaction).
 */
export async function translatedExperienceFields(
  db: Db,
  experience: ExperienceRow,
  locale: Locale,
): Promise<ExperienceEmailFields> {
  const [translated] = await translateRows(db, 'experiences', [experience], locale);
  const { title, provider, location, duration, howToPay } = translated ?? experience;
  return { title, provider, location, duration, howToPay };
}
