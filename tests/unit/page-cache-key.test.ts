import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from '../../src/server/delivery/cache/cacheable-routes.js';

describe('cacheKeyOf', () => {
  it('keys a page by its path alone when it reads no parameter', () => {
    expect(cacheKeyOf('/')).toBe('/');
    expect(cacheKeyOf('/?utm_source=newsletter&utm_campaign=winter')).toBe('/');
    expect(cacheKeyOf('/gallery?fbclid=IwAR0abc')).toBe('/gallery');
    expect(cacheKeyOf('/attractions?')).toBe('/attractions');
  });

  it('keeps the parameters a page declares, and nothing else', () => {
    expect(cacheKeyOf('/check-in?utm_source=x')).toBe('/check-in');
    expect(cacheKeyOf('/check-in?utm_source=x&code=ABC%20123')).toBe('/check-in?code=ABC+123');
    expect(cacheKeyOf('/check-in?code=ABC+123')).toBe('/check-in?code=ABC+123');
    // A page declaring a shared parameter (say a gallery category) gets an entry per value.
    const declared = { '/gallery': ['category', 'page'] };
    expect(cacheKeyOf('/gallery?utm_medium=social&page=2&category=pools', declared)).toBe(
      '/gallery?category=pools&page=2',
    );
    expect(cacheKeyOf('/gallery?category=views', declared)).toBe('/gallery?category=views');
    expect(cacheKeyOf('/gallery?category=views&category=pools', declared)).toBe('/gallery?category=views');
    expect(cacheKeyOf('/gallery?gclid=1', declared)).toBe('/gallery');
  });

  it('keeps an API read’s query (and the hero’s) whole: it is the read’s input', () => {
    expect(cacheKeyOf('/api/testimonials?activeOnly=true')).toBe('/api/testimonials?activeOnly=true');
    expect(cacheKeyOf('/api/gallery?utm_source=x')).toBe('/api/gallery?utm_source=x');
    expect(cacheKeyOf('/images/hero.webp?w=800&q=75')).toBe('/images/hero.webp?w=800&q=75');
  });
});
