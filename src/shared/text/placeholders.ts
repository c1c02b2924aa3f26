/**
 * `{name}` placeholders in the owner's texts (check-in instructions' `{doorCode}`, email templates): a
 * translation must carry exactly the English text's, or a door code would silently go missing (issue 46).
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The distinct placeholder names of a text, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => `{${match[1]}}`))];
}

export interface PlaceholderMismatch {
  /** In the English text, not in the translation. */
  missing: string[];
  /** In the translation, not in the English text. */
  added: string[];
}

/** What a translation lost or gained against its English text; undefined when both carry the same. */
export function placeholderMismatch(source: string, translation: string): PlaceholderMismatch | undefined {
  const want = placeholdersOf(source);
  const have = placeholdersOf(translation);
  const missing = want.filter((name) => !have.includes(name));
  const added = have.filter((name) => !want.includes(name));
  return missing.length > 0 || added.length > 0 ? { missing, added } : undefined;
}
