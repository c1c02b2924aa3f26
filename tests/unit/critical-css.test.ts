import { describe, expect, it } from 'vitest';
import { classNamesIn, createCriticalCss } from '../../src/server/delivery/ssr/critical-css.js';

const CSS = '@layer utilities{.flex{display:flex}.p-4{padding:1rem}.md\\:stack{display:grid}}.a.b{color:red}';

describe('createCriticalCss', () => {
  it('keeps the rules whose classes the page uses, for each set it is asked about', () => {
    const critical = createCriticalCss(CSS);
    const flexOnly = critical.forClasses(new Set(['flex']));
    expect(flexOnly).toBe('@layer utilities{.flex{display:flex}}');
    const more = critical.forClasses(new Set(['p-4', 'md:stack', 'a', 'b']));
    expect(more).toBe('@layer utilities{.p-4{padding:1rem}.md\\:stack{display:grid}}.a.b{color:red}');
    // Asked again (a rebuild after a write), in another order: the same CSS, not the last set's.
    expect(critical.forClasses(new Set(['flex']))).toBe(flexOnly);
    expect(critical.forClasses(new Set(['b', 'a', 'md:stack', 'p-4']))).toBe(more);
    expect(critical.forClasses(new Set(['a']))).toBe('');
  });
});

describe('classNamesIn', () => {
  it('reads every class of repeated and escaped attributes', () => {
    const html = '<li class="flex p-4"></li><li class="flex p-4"></li><a class="x&amp;y  md:stack"></a>';
    expect([...classNamesIn(html)].sort()).toEqual(['flex', 'md:stack', 'p-4', 'x&y']);
  });
});
