/**
 * Multi-line descriptions (guest-info items, spec section 3) parsed into a plain structure that the
 * UI renders as React elements. Nothing here produces HTML: user text stays text, and the only links
 * produced point to http(s) addresses.
 *
 * Format:
 * - Lines are split on \n, \r\n or \r.
 * - A line whose first non-space character is '*', '-' or '•' followed by at least one space or tab
 *   is a bullet item ('•' may also be followed directly by text, it is never anything else).
 *   '-5°C' or '**bold**' are therefore not bullets. A bullet with no text (a lone '-') is dropped.
 * - Consecutive bullet lines form one list; a blank line or a paragraph line ends the list.
 * - Every other non-empty line is its own paragraph (line breaks written by the owner are kept).
 * - Blank lines only separate; they produce nothing.
 * - Leading and trailing spaces of every line are removed.
 */

export type Segment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

export type Block = { type: 'paragraph'; segments: Segment[] } | { type: 'bullets'; items: Segment[][] };

const LINE_BREAK = /\r\n|\r|\n/;
const BULLET_LINE = /^(?:[*-](?:[ \t]+|$)|•[ \t]*)(.*)$/;

/**
 * A web address: starts with http://, https:// or www. (any case), not glued to a preceding word,
 * e-mail address, path or dot, and runs until whitespace or a character that cannot appear in a URL.
 */
const URL_CANDIDATE = /(?<![\p{L}\p{N}_@./])(?:https?:\/\/|www\.)[^\s<>"{}|\\^`]+/giu;
const TRAILING_PUNCTUATION = ".,;:!?'";
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };
const SCHEME = /^https?:\/\//i;

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/** Removes trailing punctuation and closing brackets that were not opened inside the address. */
function trimUrl(candidate: string): string {
  let url = candidate;
  while (url.length > 0) {
    const last = url[url.length - 1];
    if (TRAILING_PUNCTUATION.includes(last)) {
      url = url.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    if (opener !== undefined && count(url, last) > count(url, opener)) {
      url = url.slice(0, -1);
      continue;
    }
    break;
  }
  return url;
}

/** The href for a matched address, or null when it is not a usable http(s) address. */
function toHref(text: string): string | null {
  const href = SCHEME.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // A host needs at least one character besides dots ('www.' alone, 'https://.' are not links).
  if (parsed.hostname.replace(/\./g, '') === '' || parsed.hostname === 'www') return null;
  return href;
}

function pushText(segments: Segment[], text: string): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last?.type === 'text') {
    last.text += text;
  } else {
    segments.push({ type: 'text', text });
  }
}

/** Splits one line of text into text and link segments. Adjacent text is merged; no empty segments. */
export function parseInline(text: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index ?? 0;
    const url = trimUrl(match[0]);
    const href = url === '' ? null : toHref(url);
    if (href === null) continue;
    pushText(segments, text.slice(cursor, start));
    segments.push({ type: 'link', text: url, href });
    cursor = start + url.length;
  }
  pushText(segments, text.slice(cursor));
  return segments;
}

/** Parses a multi-line description into paragraphs and bullet lists (see the format above). */
export function parseRichText(text: string | null | undefined): Block[] {
  const blocks: Block[] = [];
  let list: Segment[][] | null = null;
  for (const rawLine of (text ?? '').split(LINE_BREAK)) {
    const line = rawLine.trim();
    if (line === '') {
      list = null;
      continue;
    }
    const bullet = BULLET_LINE.exec(line);
    if (bullet) {
      const content = bullet[1].trim();
      if (content === '') continue;
      if (list === null) {
        list = [];
        blocks.push({ type: 'bullets', items: list });
      }
      list.push(parseInline(content));
      continue;
    }
    list = null;
    blocks.push({ type: 'paragraph', segments: parseInline(line) });
  }
  return blocks;
}

/** The plain text of a list of segments (for truncation, titles and accessible labels). */
export function segmentsToText(segments: ReadonlyArray<Segment>): string {
  return segments.map((segment) => segment.text).join('');
}

/** Separates bullet items in a one-line preview, so they read as a list and not as one sentence. */
export const PREVIEW_BULLET_SEPARATOR = ' · ';

/**
 * A description on one line, for short previews: paragraphs joined by spaces, bullet items by a middle
 * dot (each keeps its own capital without reading as a run-on sentence).
 */
export function richTextToPlain(text: string | null | undefined): string {
  return parseRichText(text)
    .map((block) =>
      block.type === 'bullets'
        ? block.items.map(segmentsToText).join(PREVIEW_BULLET_SEPARATOR)
        : segmentsToText(block.segments),
    )
    .join(' ');
}
