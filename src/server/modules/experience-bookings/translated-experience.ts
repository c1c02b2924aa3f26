import type { Locale } from '../../../shared/locales.js';
import type { Db } from '../../db/client.js';
import type { ExperienceRow } from './experience-bookings.repository.js';

/** The owner's words of an experience that a guest's booking emails carry. */
export type ExperienceEmailFields = Pick<
  ExperienceRow,
  'title' | 'provider' | 'location' | 'duration' | 'howToPay'
>;

/**
 * The hook for the owner's own words in the guest's language (decision 0095): the experience's fields in
 * `locale` where the owner translated them, else in English. Called inside the booking's transaction
 * (`db` is that transaction). For now it answers the English: the owner's translations
 * (`content_translations`, issue 46 item 2) are wired here when that branch is merged.
 */
export async function translatedExperienceFields(
  _db: Db,
  experience: ExperienceRow,
  _locale: Locale,
): Promise<ExperienceEmailFields> {
  const { title, provider, location, duration, howToPay } = experience;
  return { title, provider, location, duration, howToPay };
}
