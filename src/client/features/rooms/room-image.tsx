import { IMAGE_PLACEHOLDER, IMAGE_RETRY_DELAY_MS } from '../../../shared/constants.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { type ImageRetryStep, retryImageProps, useImageRetry } from '../../hooks/use-image-retry.js';
import { isUploadSource, resolveImageUrl, toUploadsPath } from '../../lib/image-urls.js';

/** The placeholder comes a moment after the last real attempt (spec section 4). */
const PLACEHOLDER_DELAY_MS = 200;

/**
 * Recovery ladder of a room image (spec section 4): after 800 ms the resolve call, then the resolve call
 * in webp, then the direct uploads path, then (after 200 ms) the static placeholder; if that fails too,
 * failed. Images that are not uploads go straight to the placeholder.
 */
function roomImageRetries(src: string): ImageRetryStep[] {
  const steps: ImageRetryStep[] = [];
  if (isUploadSource(src)) {
    const path = toUploadsPath(src);
    steps.push(
      {
        delayMs: IMAGE_RETRY_DELAY_MS,
        build: (timestamp) => ({ src: resolveImageUrl(path, { timestamp }) }),
      },
      { delayMs: 0, build: (timestamp) => ({ src: resolveImageUrl(path, { timestamp, format: 'webp' }) }) },
      { delayMs: 0, build: () => ({ src: path }) },
    );
  }
  if (src) steps.push({ delayMs: PLACEHOLDER_DELAY_MS, build: () => ({ src: IMAGE_PLACEHOLDER }) });
  return steps;
}

export function RoomImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const image = useImageRetry({
    initial: { src: src || IMAGE_PLACEHOLDER },
    retries: roomImageRetries(src),
    onFailed: () => console.warn(`Room image could not be loaded: ${src}`),
  });

  if (image.status === 'failed') {
    return (
      <div className="flex size-full items-center justify-center bg-secondary text-muted-foreground/70">
        <SpriteIcon id="image" className="size-10" />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }

  return <img {...retryImageProps(image)} alt={alt} loading="lazy" decoding="async" className={className} />;
}
