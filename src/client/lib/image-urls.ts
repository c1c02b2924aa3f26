import { ABOUT_IMAGE_QUALITY } from '../../shared/constants.js';
import { api } from '../../shared/routes.js';

const UPLOADS = '/uploads/';

/** True for an image stored by the site's upload endpoint, which the optimiser can resize. */
export function isUploadsPath(src: string): boolean {
  return src.startsWith(UPLOADS);
}

/** True for a stored upload: an '/uploads/...' path or a storage-provider URL holding one. */
export function isUploadSource(src: string): boolean {
  return src.startsWith(UPLOADS) || (/^https?:\/\//i.test(src) && src.includes(UPLOADS));
}

/**
 * The uploads path of a stored image (spec section 4): a storage-provider URL is rewritten to the
 * '/uploads/...' path after its last '/uploads/', and a doubled '/uploads/uploads/' prefix is fixed.
 * Anything else is returned unchanged.
 */
export function toUploadsPath(src: string): string {
  let path = src;
  if (/^https?:\/\//i.test(path)) {
    const at = path.lastIndexOf(UPLOADS);
    if (at === -1) return src;
    path = path.slice(at).split(/[?#]/)[0];
  }
  while (path.startsWith(`${UPLOADS}uploads/`)) path = path.slice(UPLOADS.length - 1);
  return path;
}

/** The resolve call for a stored image, cache-busted with a timestamp (call from event handlers only). */
export function resolveImageUrl(src: string, options: { format?: 'webp'; timestamp?: number } = {}): string {
  const params = new URLSearchParams({ src });
  params.set('t', String(options.timestamp ?? Date.now()));
  if (options.format) params.set('format', options.format);
  return `${api.resolveImage}?${params.toString()}`;
}

/** The optimise call: a webp of `src` at `width`, quality 78 (spec section 7). */
export function optimizedImageUrl(src: string, width: number, quality = ABOUT_IMAGE_QUALITY): string {
  const params = new URLSearchParams({
    src,
    width: String(width),
    quality: String(quality),
    format: 'webp',
  });
  return `${api.optimizeImage}?${params.toString()}`;
}

/** A srcset of optimised widths: '…width=500… 500w, …'. */
export function optimizedSrcSet(src: string, widths: readonly number[]): string {
  return widths.map((width) => `${optimizedImageUrl(src, width)} ${width}w`).join(', ');
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcSet` of an image: uploads are served through the optimiser at the given widths (the
 * largest of `widths` that is at most `defaultWidth` is the plain `src`); other sources are used as is.
 */
export function responsiveImage(
  src: string,
  widths: readonly number[],
  defaultWidth: number,
): ResponsiveImage {
  if (!isUploadsPath(src) || widths.length === 0) return { src };
  const fallback = [...widths].reverse().find((w) => w <= defaultWidth) ?? widths[0];
  return {
    src: optimizedImageUrl(src, fallback),
    srcSet: optimizedSrcSet(src, widths),
  };
}

/** The same address with a cache-busting `t` parameter (site paths and http(s) URLs alike). */
export function withCacheBust(src: string, timestamp: number): string {
  const [base, hash = ''] = src.split('#', 2);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}t=${timestamp}${hash ? `#${hash}` : ''}`;
}
