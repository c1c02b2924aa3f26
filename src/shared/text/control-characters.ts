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

/**
 * True when no string anywhere in a JSON-like value (keys included) holds a control character.
 * Walks with its own stack, not recursion, so no nesting depth can overflow the call stack.
 */
export function isCleanJson(value: unknown, multiline = true): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasControlCharacters(item, multiline)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacters(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
