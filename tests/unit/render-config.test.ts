import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('image render settings', () => {
  it('default to one render at once, a queue of 32 and 60 renders per client per minute', () => {
    const config = loadConfig({});
    expect(config.IMAGE_RENDER_CONCURRENCY).toBe(1);
    expect(config.IMAGE_RENDER_QUEUE).toBe(32);
    expect(config.IMAGE_RENDER_RATE_LIMIT).toBe(60);
  });

  it('refuse more renders than the thread pool can run while keeping two threads for file reads', () => {
    expect(() => loadConfig({ IMAGE_RENDER_CONCURRENCY: '3' })).toThrow(ConfigError);
    expect(() => loadConfig({ IMAGE_RENDER_CONCURRENCY: '3' })).toThrow(
      /IMAGE_RENDER_CONCURRENCY: must be at most 2 with a thread pool of 4 .*UV_THREADPOOL_SIZE=5/,
    );
    expect(
      loadConfig({ IMAGE_RENDER_CONCURRENCY: '3', UV_THREADPOOL_SIZE: '5' }).IMAGE_RENDER_CONCURRENCY,
    ).toBe(3);
  });

  it.each([
    ['IMAGE_RENDER_CONCURRENCY', '0'],
    ['IMAGE_RENDER_CONCURRENCY', 'two'],
    ['IMAGE_RENDER_QUEUE', '-1'],
    ['IMAGE_RENDER_RATE_LIMIT', '1.5'],
  ])('refuse %s=%s with a clear line', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: must be a whole number from`));
  });
});
