/**
 * Control characters (C0 and DEL) are never meaningful in the site's text, and PostgreSQL refuses a NUL
 * outright; the shared schemas refuse them so such input gets a 400, never a database error.
 * Multi-line fields (text areas) keep tab, line feed and carriage return.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters (such as NUL)';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** For a single-line text field: true when it is free of control characters. */
export const isCleanLine = (value: string) => !hasControlCharacters(value);
/** For a multi-line text field: true when it has no control characters but tab and line breaks. */
export const isCleanText = (value: string) => !hasControlCharacters(value, true);

/** True when no string anywhere in a JSON-like value (keys included) holds a control character. */
export function isCleanJson(value: unknown, multiline = true): boolean {
  if (typeof value === 'string') return !hasControlCharacters(value, multiline);
  if (Array.isArray(value)) return value.every((item) => isCleanJson(item, multiline));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, item]) => !hasControlCharacters(key) && isCleanJson(item, multiline),
    );
  }
  return true;
}
