import type { Db } from '../../db/client.js';
import { emailSettings } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

const SETTINGS_ROW_ID = 1;

export interface StoredEmailSettings {
  smtpUrl: string | null;
  notifyEmail: string | null;
  fromAddress: string | null;
}

/** What the owner set in the back office; all null until the first save. */
export async function getStoredEmailSettings(db: Db): Promise<StoredEmailSettings> {
  const [row] = await db
    .select({
      smtpUrl: emailSettings.smtpUrl,
      notifyEmail: emailSettings.notifyEmail,
      fromAddress: emailSettings.fromAddress,
    })
    .from(emailSettings)
    .limit(1);
  return row ?? { smtpUrl: null, notifyEmail: null, fromAddress: null };
}

/** Saves the fields given (null clears one) and leaves the others as they are. */
export async function saveEmailSettings(db: Db, input: Partial<StoredEmailSettings>): Promise<void> {
  const values = definedValues(input);
  if (!values) return;
  await db
    .insert(emailSettings)
    .values({ ...values, id: SETTINGS_ROW_ID })
    .onConflictDoUpdate({ target: emailSettings.id, set: { ...values, updatedAt: new Date() } });
}
