import { z } from 'zod';
import './zod-config.js';
import { hasControlCharacters } from '../text/control-characters.js';

/** Field helpers shared by the gallery, attraction and guest-info schemas. */

/** The largest id a serial column holds. */
export const MAX_ID = 2_147_483_647;

/** A required reference to another record: a positive whole number, also as numeric text. */
export const requiredReferenceId = (message: string) =>
  z.preprocess(
    (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  // The URL parser would quietly drop or escape them, but the text is stored as given.
  if (hasControlCharacters(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const IMAGE_SOURCE_FORMAT_MESSAGE = 'Image URL must be a site path starting with / or an http(s) URL';

/**
 * Where an image lives: a path on this site ('/uploads/x.webp', not the protocol-relative '//host')
 * or an absolute http(s) URL. Anything else ('javascript:', 'data:', relative paths) is refused.
 */
export function isImageSource(value: string): boolean {
  if (hasControlCharacters(value)) return false;
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

/** A required image source; `message` when missing or blank. */
export const requiredImageSource = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(2000, 'Image URL must be at most 2000 characters')
    .refine(isImageSource, IMAGE_SOURCE_FORMAT_MESSAGE);

/** An optional image source: missing, null or blank becomes null. */
export const OptionalImageSourceSchema = z
  .string()
  .max(2000, 'Image URL must be at most 2000 characters')
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || isImageSource(v), IMAGE_SOURCE_FORMAT_MESSAGE);
