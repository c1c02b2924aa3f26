/**
 * A legal page's text as the owner writes it (issue 45): nothing in it becomes HTML.
 *
 * Format:
 * - A line starting with '## ' starts a section; the rest of the line is its title (the page numbers
 *   the sections).
 * - The lines before the first section are the introduction.
 * - Everything else is read as a guest-information description (`parseRichText`): a line is a
 *   paragraph, lines starting with '- ' or '* ' a bullet list, web addresses become links.
 */

export interface LegalTextSection {
  title: string;
  body: string;
}

const LINE_BREAK = /\r\n|\r|\n/;
const SECTION_LINE = /^##[ \t]+(.+)$/;

export function parseLegalText(text: string): { intro: string; sections: LegalTextSection[] } {
  const intro: string[] = [];
  const sections: { title: string; lines: string[] }[] = [];
  for (const line of text.split(LINE_BREAK)) {
    const heading = SECTION_LINE.exec(line.trim());
    if (heading) sections.push({ title: heading[1].trim(), lines: [] });
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map(({ title, lines }) => ({ title, body: lines.join('\n').trim() })),
  };
}
