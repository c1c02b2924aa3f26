/**
 * Worker-thread entry of heic-decode-thread.ts: decodes one HEIC/HEIF file with libheif (WebAssembly,
 * npm libheif-js; decision 0088) and posts back its pixels, already shrunk by a whole factor towards
 * the stored size. In a thread of its own because WebAssembly memory never shrinks: the thread ends
 * after one picture, and its heap goes with it. The main thread imports it only for its address.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The file holding this module, wherever the build put it: in the built server an entry of its own
 * (vite.config.ts), run from source the .ts file.
 */
export const HEIC_DECODE_WORKER_URL = import.meta.url;

export interface HeicDecodeRequest {
  path: string;
  /** The longest side the caller stores: the pixels come back at least this long (unless smaller). */
  minLongestSide: number;
  /** Larger pictures are refused before decoding (their pixels alone would exceed the memory budget). */
  maxPixels: number;
}

export type HeicDecodeAnswer =
  | { ok: true; width: number; height: number; channels: 3 | 4; data: Uint8Array }
  | { ok: false; reason: 'undecodable' | 'too-many-pixels'; message: string };

/** The little of libheif-js's Embind API used here (its own typings describe the whole module). */
interface HeifPlane {
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}
interface LibHeif {
  ready: Promise<void>;
  heif_context_alloc(): unknown;
  heif_context_free(context: unknown): void;
  heif_context_read_from_memory(context: unknown, data: Uint8Array): { code: unknown };
  heif_js_context_get_primary_image_handle(context: unknown): { code?: unknown } | null;
  heif_image_handle_get_width(handle: unknown): number;
  heif_image_handle_get_height(handle: unknown): number;
  heif_image_handle_has_alpha_channel(handle: unknown): number;
  heif_image_handle_release(handle: unknown): void;
  heif_js_decode_image2(
    handle: unknown,
    colorspace: unknown,
    chroma: unknown,
  ): Promise<{ code?: unknown; image: unknown; channels: HeifPlane[] } | null>;
  heif_image_release(image: unknown): void;
  heif_error_code: { heif_error_Ok: unknown };
  heif_colorspace: { heif_colorspace_RGB: unknown; heif_colorspace_YCbCr: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown; heif_chroma_420: unknown };
}

const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/**
 * RGB from the decoder's own 4:2:0 planes, averaged over `factor` × `factor` blocks of luma on the way.
 * Asking libheif for RGB instead made it hold the picture three times over (4:2:0, 4:4:4 and RGB: a
 * 12 MP photo took +139 MB); its planes alone are 1.5 bytes a pixel. The matrix is BT.601 full range,
 * what phones write (libheif's own default for a file that names none).
 */
function rgbFromYuv420([luma, cb, cr]: HeifPlane[], factor: number) {
  const width = Math.floor(luma.width / factor);
  const height = Math.floor(luma.height / factor);
  const out = new Uint8Array(width * height * 3);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    const chromaRow = Math.min(cb.height - 1, (y * factor + (factor >> 1)) >> 1);
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * luma.stride + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += luma.data[row + dx];
      }
      const l = sum / area;
      const chromaColumn = Math.min(cb.width - 1, (x * factor + (factor >> 1)) >> 1);
      const u = cb.data[chromaRow * cb.stride + chromaColumn] - 128;
      const v = cr.data[chromaRow * cr.stride + chromaColumn] - 128;
      const at = (y * width + x) * 3;
      out[at] = clampByte(l + 1.402 * v);
      out[at + 1] = clampByte(l - 0.344136 * u - 0.714136 * v);
      out[at + 2] = clampByte(l + 1.772 * u);
    }
  }
  return { width, height, data: out };
}

/**
 * The plane's pixels averaged over `factor` × `factor` blocks (a box filter: the caller's resize then
 * takes them to the exact size), so only the smaller copy leaves the WebAssembly heap.
 */
function shrinkByWholeFactor(plane: HeifPlane, channels: number, factor: number) {
  const width = Math.floor(plane.width / factor);
  const height = Math.floor(plane.height / factor);
  const out = new Uint8Array(width * height * channels);
  const area = factor * factor;
  const { data, stride } = plane;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          let at = (y * factor + dy) * stride + x * factor * channels + c;
          for (let dx = 0; dx < factor; dx++, at += channels) sum += data[at];
        }
        out[(y * width + x) * channels + c] = Math.round(sum / area);
      }
    }
  }
  return { width, height, data: out };
}

/** Copies a plane out of the WebAssembly heap without its row padding. */
function copyPlane(plane: HeifPlane, channels: number) {
  const rowBytes = plane.width * channels;
  const out = new Uint8Array(rowBytes * plane.height);
  for (let y = 0; y < plane.height; y++) {
    out.set(plane.data.subarray(y * plane.stride, y * plane.stride + rowBytes), y * rowBytes);
  }
  return { width: plane.width, height: plane.height, data: out };
}

export async function decodeHeicFile(request: HeicDecodeRequest): Promise<HeicDecodeAnswer> {
  const libheif = createRequire(import.meta.url)('libheif-js/wasm-bundle') as LibHeif;
  await libheif.ready;
  const undecodable = (message: string): HeicDecodeAnswer => ({ ok: false, reason: 'undecodable', message });
  const context = libheif.heif_context_alloc();
  let handle: unknown = null;
  let image: unknown = null;
  try {
    const read = libheif.heif_context_read_from_memory(context, await readFile(request.path));
    if (read.code !== libheif.heif_error_code.heif_error_Ok) return undecodable('not a readable HEIF file');
    handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (!handle || (handle as { code?: unknown }).code) return undecodable('no primary image');
    const pixels = libheif.heif_image_handle_get_width(handle) * libheif.heif_image_handle_get_height(handle);
    if (pixels > request.maxPixels) {
      return { ok: false, reason: 'too-many-pixels', message: `${pixels} pixels` };
    }
    const alpha = libheif.heif_image_handle_has_alpha_channel(handle) !== 0;
    // libheif applies the file's rotation and mirroring (irot/imir) while decoding: the pixels are upright.
    const decoded = await libheif.heif_js_decode_image2(
      handle,
      alpha ? libheif.heif_colorspace.heif_colorspace_RGB : libheif.heif_colorspace.heif_colorspace_YCbCr,
      alpha ? libheif.heif_chroma.heif_chroma_interleaved_RGBA : libheif.heif_chroma.heif_chroma_420,
    );
    if (!decoded || decoded.code || !decoded.channels?.length) return undecodable('the image did not decode');
    image = decoded.image;
    const planes = decoded.channels;
    const factor = Math.max(
      1,
      Math.floor(Math.max(planes[0].width, planes[0].height) / request.minLongestSide),
    );
    if (!alpha) {
      if (planes.length < 3) return undecodable('the image has no colour planes');
      return { ok: true, channels: 3, ...rgbFromYuv420(planes, factor) };
    }
    const out = factor > 1 ? shrinkByWholeFactor(planes[0], 4, factor) : copyPlane(planes[0], 4);
    return { ok: true, channels: 4, ...out };
  } catch (error) {
    return undecodable(error instanceof Error ? error.message : String(error));
  } finally {
    if (image) libheif.heif_image_release(image);
    if (handle) libheif.heif_image_handle_release(handle);
    libheif.heif_context_free(context);
  }
}

/** Present only in a worker started by heic-decode-thread.ts. */
const request = (workerData as { heicDecode?: HeicDecodeRequest } | null)?.heicDecode;
if (request && parentPort) {
  const port = parentPort;
  void decodeHeicFile(request).then((answer) => {
    // The pixels are handed over, not copied.
    port.postMessage(answer, answer.ok ? [answer.data.buffer as ArrayBuffer] : []);
  });
}
