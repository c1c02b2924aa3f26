/**
 * Placeholders in check-in instructions (issue 33, decision 0040): `{doorCode}` and friends are filled
 * from the arrival settings and the stay, so the owner writes a door code or WiFi password once. The
 * secrets never leave the server before the stay window: until then they read `(shown from {time})`.
 */

/** Placeholders whose values are secrets until the stay unlocks. */
export const SECRET_PLACEHOLDERS = ['doorCode', 'wifiPassword'] as const;
/** Placeholders a guest may always see. */
export const OPEN_PLACEHOLDERS = [
  'wifiNetwork',
  'address',
  'guestName',
  'checkInTime',
  'checkOutTime',
] as const;

export type PlaceholderName = (typeof SECRET_PLACEHOLDERS)[number] | (typeof OPEN_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<PlaceholderName, string | null>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const SECRET = new Set<string>(SECRET_PLACEHOLDERS);
const KNOWN = new Set<string>([...SECRET_PLACEHOLDERS, ...OPEN_PLACEHOLDERS]);

export interface FillOptions {
  values: PlaceholderValues;
  /** False before the stay window: secrets are replaced by `lockedText`. */
  unlocked: boolean;
  /** What stands for a secret before the window, e.g. `(shown from Fri 5 Dec, 1:00 PM)`. */
  lockedText: string;
}

/**
 * The text with its placeholders filled. One pass over the text, so a value that itself looks like a
 * placeholder is not filled again. Unknown placeholders, and known ones without a value, stay as typed.
 */
export function fillPlaceholders(text: string, { values, unlocked, lockedText }: FillOptions): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!KNOWN.has(name)) return whole;
    if (SECRET.has(name) && !unlocked) return lockedText;
    return values[name as PlaceholderName] ?? whole;
  });
}
