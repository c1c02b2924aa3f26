import { describe, expect, it } from 'vitest';
import { cropRegion } from '../../src/server/modules/images/pipeline.js';

/** The largest region of an aspect around a focal point (the hero's portrait crop, decision 0021). */
describe('cropRegion', () => {
  const portrait = (focalX: number, focalY: number) => ({ aspect: 3 / 4, focalX, focalY });
  const region = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

  // A wide picture keeps its full height, a tall one its full width; one of the aspect stays whole.
  it.each([
    ['a wide picture around a centred focal point', 2880, 1620, 0.5, 0.5, region(833, 0, 1215, 1620)],
    ['a wide picture around a focal point left of centre', 2880, 1620, 0.25, 0.5, region(113, 0, 1215, 1620)],
    ['a tall picture around a centred focal point', 900, 2000, 0.5, 0.5, region(0, 400, 900, 1200)],
    ['a tall picture around a low focal point', 900, 2000, 0.5, 0.9, region(0, 800, 900, 1200)],
    ['nothing of a picture that already has the aspect', 1200, 1600, 0.2, 0.8, region(0, 0, 1200, 1600)],
  ])('crops %s', (_what, width, height, focalX, focalY, expected) => {
    expect(cropRegion(width, height, portrait(focalX, focalY))).toEqual(expected);
  });

  it('stops at the edges when the focal point is near them', () => {
    expect(cropRegion(2880, 1620, portrait(0, 0)).left).toBe(0);
    expect(cropRegion(2880, 1620, portrait(1, 1)).left).toBe(2880 - 1215);
  });
});
