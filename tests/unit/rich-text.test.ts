import { describe, expect, it } from 'vitest';
import {
  parseInline,
  parseRichText,
  richTextToPlain,
  type Segment,
  segmentsToText,
} from '../../src/shared/text/rich-text.js';

const text = (t: string): Segment => ({ type: 'text', text: t });
const link = (t: string, href: string): Segment => ({ type: 'link', text: t, href });
const paragraph = (...segments: Segment[]) => ({ type: 'paragraph' as const, segments });

describe('parseRichText: blocks', () => {
  it('returns no blocks for empty, blank or missing text', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('  \n\n \t ')).toEqual([]);
    expect(parseRichText(null)).toEqual([]);
    expect(parseRichText(undefined)).toEqual([]);
  });

  it('makes a single line one paragraph', () => {
    expect(parseRichText('Check-in is from 3pm.')).toEqual([paragraph(text('Check-in is from 3pm.'))]);
  });

  it('makes each non-empty line its own paragraph, trimmed', () => {
    expect(parseRichText('  First line  \nSecond line\n\n\nThird')).toEqual([
      paragraph(text('First line')),
      paragraph(text('Second line')),
      paragraph(text('Third')),
    ]);
  });

  it('accepts \\r\\n and \\r line breaks', () => {
    expect(parseRichText('One\r\nTwo\rThree')).toEqual([
      paragraph(text('One')),
      paragraph(text('Two')),
      paragraph(text('Three')),
    ]);
  });

  it('turns lines starting with *, - or • and a space into bullets of one list', () => {
    expect(parseRichText('* Towels\n- Linen\n• Firewood')).toEqual([
      { type: 'bullets', items: [[text('Towels')], [text('Linen')], [text('Firewood')]] },
    ]);
  });

  it('accepts indented bullets and a tab after the marker', () => {
    expect(parseRichText('   -\tBoots\n  *   Jacket')).toEqual([
      { type: 'bullets', items: [[text('Boots')], [text('Jacket')]] },
    ]);
  });

  it('accepts • directly followed by text', () => {
    expect(parseRichText('•Torch')).toEqual([{ type: 'bullets', items: [[text('Torch')]] }]);
  });

  it('does not treat a marker without a following space as a bullet', () => {
    expect(parseRichText('-5°C at night')).toEqual([paragraph(text('-5°C at night'))]);
    expect(parseRichText('**Important**')).toEqual([paragraph(text('**Important**'))]);
  });

  it('drops bullets without text', () => {
    expect(parseRichText('- \n-\n* Item')).toEqual([{ type: 'bullets', items: [[text('Item')]] }]);
  });

  it('mixes paragraphs and bullet lists in order', () => {
    expect(parseRichText('Please bring:\n- Boots\n- Torch\nThank you!')).toEqual([
      paragraph(text('Please bring:')),
      { type: 'bullets', items: [[text('Boots')], [text('Torch')]] },
      paragraph(text('Thank you!')),
    ]);
  });

  it('starts a new list after a blank line or a paragraph', () => {
    expect(parseRichText('- A\n\n- B\nText\n- C')).toEqual([
      { type: 'bullets', items: [[text('A')]] },
      { type: 'bullets', items: [[text('B')]] },
      paragraph(text('Text')),
      { type: 'bullets', items: [[text('C')]] },
    ]);
  });

  it('links web addresses inside bullets', () => {
    expect(parseRichText('- Map: www.example.com')).toEqual([
      { type: 'bullets', items: [[text('Map: '), link('www.example.com', 'https://www.example.com')]] },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseRichText('<script>alert(1)</script>')).toEqual([
      paragraph(text('<script>alert(1)</script>')),
    ]);
  });
});

describe('parseInline: links', () => {
  it('returns no segments for empty text', () => {
    expect(parseInline('')).toEqual([]);
  });

  it('returns one text segment when there is no address', () => {
    expect(parseInline('No links here.')).toEqual([text('No links here.')]);
  });

  it('links https:// and http:// addresses as written', () => {
    expect(parseInline('See https://example.com/path?a=1&b=2#top now')).toEqual([
      text('See '),
      link('https://example.com/path?a=1&b=2#top', 'https://example.com/path?a=1&b=2#top'),
      text(' now'),
    ]);
    expect(parseInline('http://example.org')).toEqual([link('http://example.org', 'http://example.org')]);
  });

  it('prepends https:// to www. addresses', () => {
    expect(parseInline('www.bluemountains.com.au')).toEqual([
      link('www.bluemountains.com.au', 'https://www.bluemountains.com.au'),
    ]);
  });

  it('matches the prefix case-insensitively', () => {
    expect(parseInline('HTTPS://EXAMPLE.COM')).toEqual([link('HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM')]);
    expect(parseInline('WWW.Example.com')).toEqual([link('WWW.Example.com', 'https://WWW.Example.com')]);
  });

  it.each(['.', ',', ';', ':', '!', '?'])('leaves a trailing %s out of the link', (mark) => {
    expect(parseInline(`Visit www.example.com${mark}`)).toEqual([
      text('Visit '),
      link('www.example.com', 'https://www.example.com'),
      text(mark),
    ]);
  });

  it('leaves several trailing punctuation marks out of the link', () => {
    expect(parseInline('Go to https://example.com/a?!...')).toEqual([
      text('Go to '),
      link('https://example.com/a', 'https://example.com/a'),
      text('?!...'),
    ]);
  });

  it('keeps punctuation inside the address', () => {
    expect(parseInline('https://example.com/a.b,c;d:e!f?g=1 end')).toEqual([
      link('https://example.com/a.b,c;d:e!f?g=1', 'https://example.com/a.b,c;d:e!f?g=1'),
      text(' end'),
    ]);
  });

  it('leaves a closing parenthesis that the address did not open out of the link', () => {
    expect(parseInline('(see www.example.com)')).toEqual([
      text('(see '),
      link('www.example.com', 'https://www.example.com'),
      text(')'),
    ]);
    expect(parseInline('(https://example.com/x).')).toEqual([
      text('('),
      link('https://example.com/x', 'https://example.com/x'),
      text(').'),
    ]);
  });

  it('keeps a closing parenthesis that the address opened', () => {
    const url = 'https://en.wikipedia.org/wiki/Blue_Mountains_(Australia)';
    expect(parseInline(`Read ${url}.`)).toEqual([text('Read '), link(url, url), text('.')]);
    expect(parseInline(`(${url})`)).toEqual([text('('), link(url, url), text(')')]);
  });

  it('links several addresses in one line', () => {
    expect(parseInline('www.a.com and https://b.org')).toEqual([
      link('www.a.com', 'https://www.a.com'),
      text(' and '),
      link('https://b.org', 'https://b.org'),
    ]);
  });

  it('does not link an address glued to a word, an e-mail or a path', () => {
    expect(parseInline('awww.example.com')).toEqual([text('awww.example.com')]);
    expect(parseInline('stay@www.example.com')).toEqual([text('stay@www.example.com')]);
    expect(parseInline('xhttps://example.com')).toEqual([text('xhttps://example.com')]);
  });

  it('does not link a bare prefix', () => {
    expect(parseInline('www. and https:// and http://.')).toEqual([text('www. and https:// and http://.')]);
    expect(parseInline('www..')).toEqual([text('www..')]);
  });

  it('stops an address at quotes and angle brackets', () => {
    expect(parseInline('"https://example.com"')).toEqual([
      text('"'),
      link('https://example.com', 'https://example.com'),
      text('"'),
    ]);
    expect(parseInline('<https://example.com>')).toEqual([
      text('<'),
      link('https://example.com', 'https://example.com'),
      text('>'),
    ]);
  });

  it('never produces a non-http(s) href', () => {
    const inputs = [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox',
      'ftp://example.com',
      'http://javascript:alert(1)',
      'mailto:stay@example.com',
      'www.javascript:alert(1)',
    ];
    for (const input of inputs) {
      for (const segment of parseInline(input)) {
        if (segment.type === 'link') expect(segment.href).toMatch(/^https?:\/\//i);
      }
    }
    expect(parseInline('javascript:alert(1)')).toEqual([text('javascript:alert(1)')]);
    expect(parseInline('ftp://example.com')).toEqual([text('ftp://example.com')]);
  });

  it('links a javascript-looking path on an http address only as http', () => {
    expect(parseInline('https://example.com/javascript:void(0)')).toEqual([
      link('https://example.com/javascript:void(0)', 'https://example.com/javascript:void(0)'),
    ]);
  });

  it('keeps the text of every segment equal to the input', () => {
    const input = 'Book at www.example.com (or https://x.org/a_(b)), thanks!';
    expect(segmentsToText(parseInline(input))).toBe(input);
  });
});

describe('richTextToPlain: one-line previews', () => {
  it('keeps bullet items apart instead of running them into one sentence', () => {
    const text = 'Please bring:\n- Warm jackets\n- Walking boots\n- A torch';
    expect(richTextToPlain(text)).toBe('Please bring: Warm jackets · Walking boots · A torch');
  });

  it('joins paragraphs with a space and drops bullet markers and link syntax', () => {
    expect(richTextToPlain('First line.\nSecond line.')).toBe('First line. Second line.');
    expect(richTextToPlain('Map: https://example.com/map')).toBe('Map: https://example.com/map');
    expect(richTextToPlain(null)).toBe('');
  });
});
