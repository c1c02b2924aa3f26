/**
 * The items of an amenity category (spec section 3): a JSON list whose entries are strings or objects
 * with a name; it may arrive as a JSON string or as an array.
 *
 * Rules decided here:
 * - An array: each string entry, or the `name` string of an object entry, trimmed; empty ones dropped.
 *   Anything else (numbers, null, booleans, nested arrays, objects without a string name) is dropped.
 * - A string that starts with '[', '{' or '"' (after trimming) and parses as JSON: its parsed value
 *   goes through these rules (a JSON string inside a JSON string is not unwrapped again).
 * - Any other string, including text that looks like JSON but does not parse: one item per line, as the
 *   admin textarea writes them (blank lines dropped). Nothing typed by the owner is silently lost.
 * - A single object with a `name`: a one-item list.
 * - Anything else (undefined, null, numbers, ...): an empty list.
 */

function entryName(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    const name = (entry as { name?: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return null;
}

function fromArray(entries: readonly unknown[]): string[] {
  const items: string[] = [];
  for (const entry of entries) {
    const name = entryName(entry)?.trim();
    if (name) items.push(name);
  }
  return items;
}

/** Splits text into trimmed, non-empty lines. */
export function splitItemLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function normaliseAmenityItems(raw: unknown): string[] {
  if (Array.isArray(raw)) return fromArray(raw);
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (/^[[{"]/.test(text)) {
      const parsed = parseJson(text);
      if (parsed.ok) {
        if (Array.isArray(parsed.value)) return fromArray(parsed.value);
        return fromArray([parsed.value]);
      }
    }
    return splitItemLines(text);
  }
  return fromArray([raw]);
}
