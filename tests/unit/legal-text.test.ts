import { describe, expect, it } from 'vitest';
import { parseLegalText } from '../../src/shared/text/legal-text.js';
import { formatMonth, testimonialByline } from '../../src/shared/text/month.js';

describe('parseLegalText', () => {
  it('splits the introduction and the sections at "## " lines', () => {
    expect(
      parseLegalText('Intro line.\n\n## First\nA paragraph.\n- a bullet\n\n##  Second \r\nMore.'),
    ).toEqual({
      intro: 'Intro line.',
      sections: [
        { title: 'First', body: 'A paragraph.\n- a bullet' },
        { title: 'Second', body: 'More.' },
      ],
    });
  });

  it('keeps "##" without a title, or "###", as text', () => {
    expect(parseLegalText('##\n#### Not a title')).toEqual({ intro: '##\n#### Not a title', sections: [] });
  });
});

describe('months', () => {
  it('reads a YYYY-MM month as guests read it, and leaves anything else as it is', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2025-12')).toBe('December 2025');
    expect(formatMonth('2025-13')).toBe('2025-13');
  });

  it('writes a testimonial byline from what is set', () => {
    expect(testimonialByline({ source: 'Airbnb', stayMonth: '2026-03' })).toBe('Airbnb · March 2026');
    expect(testimonialByline({ source: 'Airbnb', stayMonth: null })).toBe('Airbnb');
    expect(testimonialByline({ source: null, stayMonth: '2026-03' })).toBe('March 2026');
    expect(testimonialByline({ source: null, stayMonth: null })).toBe('');
  });
});
