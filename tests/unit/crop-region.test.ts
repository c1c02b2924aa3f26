import { describe, expect, it } from 'vitest';
import { cropRegion } from '../../src/server/modules/images/pipeline.js';

/** The largest region of an aspect around a focal point (the hero's portrait crop, decision 0021). */
describe('cropRegion', () => {
  const portrait = (focalX: number, focalY: number) => ({ aspect: 3 / 4, focalX, focalY });

  it('takes the full height of a wide picture, centred on the focal point', () => {
    expect(cropRegion(2880, 1620, portrait(0.5, 0.5))).toEqual({
      left: 833,
      top: 0,
      width: 1215,
      height: 1620,
    });
    expect(cropRegion(2880, 1620, portrait(0.25, 0.5))).toEqual({
      left: 113,
      top: 0,
      width: 1215,
      height: 1620,
    });
  });

  it('stops at the edges when the focal point is near them', () => {
    expect(cropRegion(2880, 1620, portrait(0, 0)).left).toBe(0);
    expect(cropRegion(2880, 1620, portrait(1, 1)).left).toBe(2880 - 1215);
  });

  it('takes the full width of a tall picture, placed vertically by the focal point', () => {
    expect(cropRegion(900, 2000, portrait(0.5, 0.5))).toEqual({
      left: 0,
      top: 400,
      width: 900,
      height: 1200,
    });
    expect(cropRegion(900, 2000, portrait(0.5, 0.9))).toEqual({
      left: 0,
      top: 800,
      width: 900,
      height: 1200,
    });
  });

  it('keeps a picture that already has the aspect whole', () => {
    expect(cropRegion(1200, 1600, portrait(0.2, 0.8))).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 1600,
    });
  });
});
