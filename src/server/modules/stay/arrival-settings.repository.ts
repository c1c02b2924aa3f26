import type { z } from 'zod';
import {
  ARRIVAL_SETTINGS_DEFAULTS,
  type ArrivalSettingsSchema,
  type ArrivalSettingsUpdateSchema,
} from '../../../shared/schemas/arrival.js';
import type { Db } from '../../db/client.js';
import { arrivalSettings } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

const SETTINGS_ROW_ID = 1;

export type StoredArrivalSettings = z.output<typeof ArrivalSettingsSchema>;

/** The owner's arrival settings; the defaults until the first save. */
export async function getArrivalSettings(db: Db): Promise<StoredArrivalSettings> {
  const [row] = await db.select().from(arrivalSettings).limit(1);
  if (!row) return { ...ARRIVAL_SETTINGS_DEFAULTS };
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** Saves the fields given (null clears one) and leaves the others as they are. */
export async function updateArrivalSettings(
  db: Db,
  input: z.output<typeof ArrivalSettingsUpdateSchema>,
): Promise<StoredArrivalSettings> {
  const values = definedValues(input);
  if (values) {
    await db
      .insert(arrivalSettings)
      .values({ ...values, id: SETTINGS_ROW_ID })
      .onConflictDoUpdate({ target: arrivalSettings.id, set: { ...values, updatedAt: new Date() } });
  }
  return getArrivalSettings(db);
}
