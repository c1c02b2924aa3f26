import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Big phone-like photos for the upload tests, made at test time (never committed; decision 0088). */

const OUTPUT_DIR = path.resolve('.test-output/photos');

/** JPEG's largest APPn segment payload. */
const SEGMENT_PAYLOAD = 65_533;

/**
 * A `width` × `height` JPEG of `bytes` bytes: a real picture (one colour with a white band along its top
 * edge, so its orientation can be checked) with EXIF orientation 6 and a GPS position, padded with
 * APP15 segments (which decoders skip) the way a camera's maker notes and previews fill a phone's file.
 */
export async function makeLargeJpeg({
  width,
  height,
  bytes,
}: {
  width: number;
  height: number;
  bytes: number;
}) {
  const band = {
    create: { width, height: Math.round(height / 10), channels: 3 as const, background: '#ffffff' },
  };
  const picture = await sharp({ create: { width, height, channels: 3, background: '#4a6d8c' } })
    .composite([{ input: band, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Test Phone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 40/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const padding: Buffer[] = [];
  let size = picture.length;
  while (size < bytes) {
    const payload = Math.min(SEGMENT_PAYLOAD, Math.max(0, bytes - size - 4));
    const header = Buffer.from([0xff, 0xef, 0, 0]);
    header.writeUInt16BE(payload + 2, 2);
    padding.push(header, Buffer.alloc(payload, 0x55));
    size += payload + 4;
  }
  // After SOI (the first two bytes), before everything else.
  return Buffer.concat([picture.subarray(0, 2), ...padding, picture.subarray(2)]);
}

/** The 20 MB, 8000 × 6000 phone photo of the "Must show" list, made once into .test-output. */
export async function largePhotoFile(): Promise<string> {
  const file = path.join(OUTPUT_DIR, 'phone-photo-20mb.jpg');
  if (!existsSync(file)) {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(file, await makeLargeJpeg({ width: 8000, height: 6000, bytes: 20 * 1024 * 1024 }));
  }
  return file;
}

/** The small HEIC photo committed as a fixture (480 × 360, made once with Debian's heif-enc). */
export const HEIC_FIXTURE = path.resolve('tests/fixtures/chalet.heic');
