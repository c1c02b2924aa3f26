import { describe, expect, it } from 'vitest';
import { decodeHeicOffThread, HeicDecodeError } from '../../src/server/modules/images/heic-decode-thread.js';
import { HEIC_FIXTURE } from '../helpers/large-photo.js';

// Each decode starts a worker thread, which run from source loads through tsx: seconds on a busy machine.
describe('decodeHeicOffThread', { timeout: 60_000 }, () => {
  it('gives the RGB pixels of a HEIC photo, shrunk by a whole factor towards the stored size', async () => {
    const whole = await decodeHeicOffThread({
      path: HEIC_FIXTURE,
      minLongestSide: 1920,
      maxPixels: 25_000_000,
    });
    expect({ width: whole.width, height: whole.height, channels: whole.channels }).toEqual({
      width: 480,
      height: 360,
      channels: 3,
    });
    expect(whole.data.length).toBe(480 * 360 * 3);
    // 480 / 200 → a factor of 2: 240 × 180, still at least 200 on its longest side.
    const halved = await decodeHeicOffThread({
      path: HEIC_FIXTURE,
      minLongestSide: 200,
      maxPixels: 25_000_000,
    });
    expect({ width: halved.width, height: halved.height }).toEqual({ width: 240, height: 180 });
    // The sky (top left) is blue in both.
    for (const pixels of [whole, halved]) {
      const [red, , blue] = pixels.data.subarray(0, 3);
      expect(blue).toBeGreaterThan(red + 60);
    }
  });

  it('refuses a picture over the pixel limit before decoding it', async () => {
    const refused = await decodeHeicOffThread({
      path: HEIC_FIXTURE,
      minLongestSide: 1920,
      maxPixels: 100_000,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HeicDecodeError);
    expect((refused as HeicDecodeError).reason).toBe('too-many-pixels');
  });

  it('calls a file that is not HEIF undecodable', async () => {
    const refused = await decodeHeicOffThread({
      path: 'package.json',
      minLongestSide: 1920,
      maxPixels: 25_000_000,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HeicDecodeError);
    expect((refused as HeicDecodeError).reason).toBe('undecodable');
  });
});
