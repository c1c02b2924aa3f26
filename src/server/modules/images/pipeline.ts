import { open } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HERO_WIDTHS, IMAGE_WIDTHS_ALLOWED } from '../../../shared/constants.js';
import { decodeHeicOffThread, HeicDecodeError } from './heic-decode-thread.js';
import type { ImageFormat } from './params.js';

/** The sharp side of image handling: recognising uploads, re-encoding them, and derived variants. */

export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic';

/**
 * Stored uploads are at most this long on their longest side: the largest width the site serves
 * (decision 0088). A phone's photo is shrunk to it once, at upload, and no render starts from more.
 */
export const UPLOAD_MAX_SIDE = Math.max(...IMAGE_WIDTHS_ALLOWED, ...HERO_WIDTHS);
export const UPLOAD_WEBP_QUALITY = 85;
/** Refuse decoding anything larger (about a 12 000 × 8 000 photo): a small file can be a pixel bomb. */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * HEIC is decoded whole (libheif in WebAssembly: a 12 MP photo added ~90 MB for its decode, in a
 * thread that ends with it): phones' 12 and 24 MP photos fit, more is refused before decoding
 * (decision 0088).
 */
export const MAX_HEIC_PIXELS = 25_000_000;
/** Bumping this invalidates every cached derived image. */
export const PIPELINE_VERSION = '1';

export class UnsupportedImageError extends Error {}

/** A real picture with more pixels than the server decodes. */
export class TooManyPixelsError extends Error {
  constructor(readonly maxPixels: number) {
    super(`more than ${maxPixels} pixels`);
  }
}

/** The HEIF brands of HEVC-coded pictures and their sequences (AVIF's are told apart first). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * One libvips thread per image while serving: how many images render at once is the render queue's
 * business (IMAGE_RENDER_CONCURRENCY), so renders never take every core from the event loop. Called
 * when the image routes are registered, so the demo pictures of a first start are made at full speed.
 */
export function limitRenderThreads() {
  sharp.concurrency(1);
  sharp.cache(false);
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The format by its magic bytes, or null: the file name and declared type are never trusted. */
function sniffImageFormat(buf: Buffer): AcceptedImageFormat | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const gif = ascii(buf, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buf, 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand, minor version, then compatible brands up to the end of the box.
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(buf, offset, offset + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    // iPhones send image/heic, some browsers no type at all: the brand says what it is.
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return null;
}

const openImage = (input: Buffer | string) =>
  sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS });

/**
 * libwebp's effort for derived images: 3 writes the default 4's bytes (within 0.2 % on the demo
 * pictures) in ~20 % less time, and its encoder of an alpha channel needs ~14 MB less (decision 0052,
 * issue 42's addendum).
 */
const DERIVED_WEBP_EFFORT = 3;

/**
 * A derived image's WebP in two steps: the pixels at their final size first (8 bits a channel), which
 * frees the decoder's buffers, then the encoder on just those pixels. In one pipeline the decoded source
 * stayed alive through the encoding: a 1600 × 1200 picture with an alpha channel peaked at +75 MB, in two
 * steps +53 MB (decision 0052, issue 42's addendum).
 */
async function encodeDerived(pipeline: Sharp, quality: number): Promise<Buffer> {
  const { data, info } = await pipeline.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .webp({ quality, effort: DERIVED_WEBP_EFFORT })
    .toBuffer();
}

/** What sharp calls each accepted format after decoding the header. */
function sharpAgrees(expected: AcceptedImageFormat, metadata: Metadata): boolean {
  if (expected === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === expected;
}

/** The first bytes of a file: enough for every format's signature (sniffImageFormat). */
async function readFileHead(path: string, length = 256): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Inside UPLOAD_MAX_SIDE × UPLOAD_MAX_SIDE, never enlarged, as the stored WebP (metadata never copied). */
const encodeStored = (pipeline: Sharp) =>
  pipeline
    .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: UPLOAD_WEBP_QUALITY })
    .toBuffer();

/** A HEIC/HEIF file, decoded off the main thread (libheif turns it upright), then shrunk and encoded. */
async function reencodeHeic(path: string): Promise<Buffer> {
  try {
    const pixels = await decodeHeicOffThread({
      path,
      minLongestSide: UPLOAD_MAX_SIDE,
      maxPixels: MAX_HEIC_PIXELS,
    });
    const raw = { width: pixels.width, height: pixels.height, channels: pixels.channels };
    return await encodeStored(sharp(pixels.data, { raw }));
  } catch (error) {
    if (error instanceof HeicDecodeError && error.reason === 'too-many-pixels') {
      throw new TooManyPixelsError(MAX_HEIC_PIXELS);
    }
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'undecodable image');
  }
}

/**
 * Re-encodes an uploaded image file: oriented by its EXIF (HEIC by its own rotation), metadata such as
 * GPS stripped, at most UPLOAD_MAX_SIDE on its longest side, one frame, WebP. Read from the file, so a
 * large JPEG is decoded already shrunk (libjpeg's shrink-on-load) and never held whole. Throws
 * UnsupportedImageError for anything that is not a real image of an accepted format, TooManyPixelsError
 * for one too large to decode.
 */
export async function reencodeUpload(path: string): Promise<Buffer> {
  const format = sniffImageFormat(await readFileHead(path));
  if (!format) throw new UnsupportedImageError('unrecognised image format');
  if (format === 'heic') return reencodeHeic(path);
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { animated: false }).metadata();
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'undecodable image');
  }
  if (!sharpAgrees(format, metadata)) throw new UnsupportedImageError(`not a real ${format}`);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new TooManyPixelsError(MAX_INPUT_PIXELS);
  }
  try {
    return await encodeStored(openImage(path).rotate());
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'undecodable image');
  }
}

/** A crop to a fixed aspect around a focal point (fractions of the width and height, 0..1). */
export interface CropOptions {
  /** Width over height. */
  aspect: number;
  focalX: number;
  focalY: number;
}

export interface VariantOptions {
  /** Target width; never enlarged. Absent keeps the size. */
  width?: number;
  quality: number;
  format: ImageFormat;
  /** Cut the largest region of this aspect first; `width` then applies to that region. */
  crop?: CropOptions;
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of `aspect` inside a width × height picture, centred on the focal point as far
 * as the picture's edges allow.
 */
export function cropRegion(width: number, height: number, { aspect, focalX, focalY }: CropOptions): Region {
  const regionWidth = Math.max(1, Math.min(width, Math.round(height * aspect)));
  const regionHeight = Math.max(1, Math.min(height, Math.round(regionWidth / aspect)));
  const place = (focal: number, full: number, size: number) =>
    Math.min(Math.max(Math.round(focal * full - size / 2), 0), full - size);
  return {
    left: place(focalX, width, regionWidth),
    top: place(focalY, height, regionHeight),
    width: regionWidth,
    height: regionHeight,
  };
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
const QUARTER_TURN_ORIENTATIONS = 5;

async function renderCrop(input: Buffer, options: VariantOptions & { crop: CropOptions }): Promise<Buffer> {
  const metadata = await openImage(input).metadata();
  const turned = (metadata.orientation ?? 1) >= QUARTER_TURN_ORIENTATIONS;
  const uprightWidth = (turned ? metadata.height : metadata.width) ?? 0;
  const uprightHeight = (turned ? metadata.width : metadata.height) ?? 0;
  const region = cropRegion(uprightWidth, uprightHeight, options.crop);
  let pipeline = openImage(input).rotate().extract(region);
  // Never enlarged: a small source gives its whole region, at the same aspect.
  const width = Math.min(options.width ?? region.width, region.width);
  if (width < region.width) {
    pipeline = pipeline.resize({
      width,
      height: Math.max(1, Math.round(width / options.crop.aspect)),
      fit: 'cover',
    });
  }
  return encodeDerived(pipeline, options.quality);
}

export const FORMAT_CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp' };

/** A derived image of a stored image's bytes: oriented, optionally cropped, resized (never enlarged), re-encoded. */
export async function renderVariant(input: Buffer, options: VariantOptions): Promise<Buffer> {
  if (options.crop) return renderCrop(input, { ...options, crop: options.crop });
  let pipeline = openImage(input).rotate();
  if (options.width) pipeline = pipeline.resize({ width: options.width, withoutEnlargement: true });
  return encodeDerived(pipeline, options.quality);
}
