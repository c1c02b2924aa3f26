import type { AttractionDetailRow } from '../../../shared/schemas/attractions.js';

export interface DetailChip {
  key: string;
  label: string;
}

/** 'bestTime' / 'best_time' / 'best-time' → 'Best time'. */
function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

function chipValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The detail chips of an attraction: the string and number values of its details (an object, or the
 * JSON text of one). Object entries read 'Key: value'; list entries are shown as they are.
 */
export function attractionDetailChips(details: unknown): DetailChip[] {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => {
      const text = chipValue(entry);
      return text ? [{ key: String(index), label: text }] : [];
    });
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => {
    const text = chipValue(entry);
    if (!text) return [];
    const name = humanizeKey(key);
    return [{ key, label: name ? `${name}: ${text}` : text }];
  });
}

/** The details as the back office's chip rows: 'Key: value' chips become label/value pairs. */
export function detailsToRows(details: unknown): AttractionDetailRow[] {
  return attractionDetailChips(details).map((chip, index) => {
    const separator = chip.label.indexOf(': ');
    if (/^\d+$/.test(chip.key) || separator < 0) return { label: `Detail ${index + 1}`, value: chip.label };
    return { label: chip.label.slice(0, separator), value: chip.label.slice(separator + 2) };
  });
}
