/**
 * Check-in instruction content (spec section 3): text with sections separated by a horizontal-rule
 * character, bullet lines starting with a bullet (•), dash or asterisk, and blank lines.
 *
 * Format decided here:
 * - Lines are split on \n, \r\n or \r and trimmed.
 * - Separator: a line that, ignoring spaces, consists only of the rule characters ─ ━ ═ — – - _ = *
 *   and is at least 3 characters long ('───', '-----', '___', '* * *', '==='), or any run of the box-drawing
 *   rules ─ ━ ═ (a single '─' is enough: it is never text). Separators are never shown.
 * - Sections are the runs of lines between separators; blank and empty sections are dropped.
 * - Title: the first line of a section when it is not a bullet line and the section has more lines.
 *   Markdown-ish decoration is removed from it: leading '#'s, leading emoji (the section gets an icon
 *   anyway), '**…**' / '__…__' wrappers and a trailing ':'.
 * - Description: the remaining lines, bullets kept as written (the UI renders them with
 *   parseRichText); blank lines at the ends are dropped and runs of blank lines collapse into one.
 * - A section of a single line, or whose first line is a bullet, has an empty title and all its lines
 *   as description: a lone line is a note ('Enjoy your stay!'), not a heading over nothing.
 * - Icon: chosen by keywords of the title (of the description when there is no title), see
 *   checkInIconKey.
 */

export const CHECK_IN_ICON_KEYS = [
  'key',
  'wifi',
  'car',
  'clock',
  'flame',
  'trash',
  'dog',
  'phone',
  'info',
] as const;

export type CheckInIconKey = (typeof CHECK_IN_ICON_KEYS)[number];

export interface CheckInSection {
  title: string;
  description: string;
  icon: CheckInIconKey;
}

export const QUICK_START_GUIDE = 'Quick Start Guide';

const LINE_BREAK = /\r\n|\r|\n/;
const RULE_LINE = /^[─━═—–\-_=*]{3,}$/;
const BOX_RULE_LINE = /^[─━═]+$/;
const BULLET_LINE = /^(?:[*-](?:[ \t]+|$)|•)/;
const LEADING_HASHES = /^#+\s*/;
const LEADING_EMOJI =
  /^(?:(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F|\u20E3)\s*)+/u;
const WRAPPED = /^(\*\*|__)(.+)\1$/;
const TRAILING_COLON = /\s*:$/;

/** First match wins, so a title naming two topics gets the icon of the earlier rule. */
const ICON_RULES: ReadonlyArray<readonly [CheckInIconKey, RegExp]> = [
  ['key', /\b(?:keys?|keypad|keyless|lock\w*|codes?|access|entry|doors?)\b/i],
  ['wifi', /\b(?:wi-?fi|internet|wireless|network)\b/i],
  ['car', /\b(?:park\w*|cars?|carport|driv\w*|garage|directions?)\b/i],
  ['clock', /\b(?:check[\s-]?(?:out|in)|arriv\w*|depart\w*|times?|hours?|schedule)\b/i],
  ['flame', /\b(?:heat\w*|fire\w*|sauna|stove)\b/i],
  ['trash', /\b(?:rubbish|bins?|waste|garbage|trash|recycl\w*)\b/i],
  ['dog', /\b(?:pets?|dogs?)\b/i],
  ['phone', /\b(?:phones?|contacts?|emergenc\w*|call|help)\b/i],
];

/** True for a line that separates sections. */
export function isSectionSeparator(line: string): boolean {
  const compact = line.replace(/\s+/g, '');
  return RULE_LINE.test(compact) || BOX_RULE_LINE.test(compact);
}

/** The icon key of a section from keywords in its title; 'info' when nothing matches. */
export function checkInIconKey(text: string): CheckInIconKey {
  for (const [key, pattern] of ICON_RULES) {
    if (pattern.test(text)) return key;
  }
  return 'info';
}

/** Removes heading decoration: leading '#'s and emoji, '**…**' / '__…__' wrappers, a trailing ':'. */
export function cleanSectionTitle(line: string): string {
  let title = line.trim().replace(LEADING_HASHES, '').replace(LEADING_EMOJI, '').trim();
  for (let i = 0; i < 2; i++) {
    title = title.replace(TRAILING_COLON, '').trim();
    const wrapped = WRAPPED.exec(title);
    if (wrapped) title = wrapped[2].trim();
  }
  return title;
}

function collapseBlankLines(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

function toSection(lines: string[]): CheckInSection | null {
  const first = lines.findIndex((line) => line !== '');
  if (first === -1) return null;
  const firstLine = lines[first];
  const rest = lines.slice(first + 1);
  const hasMore = rest.some((line) => line !== '');
  if (!hasMore || BULLET_LINE.test(firstLine)) {
    const description = collapseBlankLines(lines.slice(first));
    return { title: '', description, icon: checkInIconKey(description) };
  }
  const title = cleanSectionTitle(firstLine);
  const description = collapseBlankLines(rest);
  return { title, description, icon: checkInIconKey(title || description) };
}

/** Parses check-in instruction content into its sections (see the format above). */
export function parseCheckInContent(content: string | null | undefined): CheckInSection[] {
  const sections: CheckInSection[] = [];
  let current: string[] = [];
  const flush = () => {
    const section = toSection(current);
    if (section) sections.push(section);
    current = [];
  };
  for (const rawLine of (content ?? '').split(LINE_BREAK)) {
    const line = rawLine.trim();
    if (line !== '' && isSectionSeparator(line)) {
      flush();
    } else {
      current.push(line);
    }
  }
  flush();
  return sections;
}

/** True for the instruction title 'Quick Start Guide' (trimmed, case-insensitive), which is not shown as a heading. */
export function isQuickStartGuide(title: string | null | undefined): boolean {
  return (title ?? '').trim().toLowerCase() === QUICK_START_GUIDE.toLowerCase();
}
