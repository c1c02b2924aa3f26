import { IMAGE_RETRY_DELAY_MS } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { type ImageRetryStep, retryImageProps, useImageRetry } from '../../hooks/use-image-retry.js';
import { cn } from '../../lib/cn.js';
import { isUploadsPath, resolveImageUrl, responsiveImage, withCacheBust } from '../../lib/image-urls.js';
import { SpriteIcon } from '../ui/sprite-icon.js';

/** After the last failure, wait this long before giving up (spec 4: 'Image unavailable' after 200 ms). */
const GIVE_UP_DELAY_MS = 200;

export interface FallbackImageProps {
  src: string;
  alt: string;
  /** Intrinsic size hints (the box itself is sized by `className`), to avoid layout shift. */
  width: number;
  height: number;
  /** Optimiser widths for '/uploads/' sources; the first is also the smallest candidate. */
  widths?: readonly number[];
  sizes?: string;
  className?: string;
  /** Fill the nearest positioned ancestor (absolute, inset 0) instead of sitting in the flow. */
  fill?: boolean;
  imgClassName?: string;
  /** Text of the block shown when every attempt failed. */
  unavailableText?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for a picture that is likely the page's largest paint (decision 0022). */
  fetchPriority?: 'high' | 'auto';
}

/**
 * A public image with the spec's recovery ladder: the image (optimised when it is an upload), then after
 * 800 ms the server's resolve call, then the direct path, then an 'Image unavailable' block.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  widths = [400, 800, 1200],
  sizes,
  className,
  fill = false,
  imgClassName,
  unavailableText = m.common_image_unavailable(),
  loading = 'lazy',
  fetchPriority,
}: FallbackImageProps) {
  const initial = responsiveImage(src, widths, width);
  const retries: ImageRetryStep[] = [
    { delayMs: IMAGE_RETRY_DELAY_MS, build: (now) => ({ src: resolveImageUrl(src, { timestamp: now }) }) },
    {
      delayMs: 0,
      build: (now) => ({ src: isUploadsPath(src) && initial.src !== src ? src : withCacheBust(src, now) }),
    },
  ];
  const image = useImageRetry({ initial, retries, failDelayMs: GIVE_UP_DELAY_MS });

  // Spans shown as blocks, not divs: the image is often the content of a button (gallery tiles),
  // where only phrasing content is valid HTML.
  return (
    <span className={cn(fill ? 'absolute inset-0' : 'relative', 'block overflow-hidden bg-muted', className)}>
      {image.status === 'failed' || !src ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
          <SpriteIcon id="image-off" className="size-6" />
          <span>{unavailableText}</span>
        </span>
      ) : (
        <img
          {...retryImageProps(image)}
          sizes={image.candidate.srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          className={cn('h-full w-full object-cover', imgClassName)}
        />
      )}
    </span>
  );
}
