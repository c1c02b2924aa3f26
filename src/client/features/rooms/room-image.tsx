import { ImageIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_PLACEHOLDER, IMAGE_RETRY_DELAY_MS } from '../../../shared/constants.js';
import { isUploadSource, resolveImageUrl, toUploadsPath } from '../../lib/image-urls.js';

/** The placeholder comes a moment after the last real attempt (spec section 4). */
const PLACEHOLDER_DELAY_MS = 200;

/**
 * Recovery ladder of a room image (spec section 4): after 800 ms the resolve call, then the resolve call
 * in webp, then the direct uploads path, then (after 200 ms) the static placeholder. Images that are not
 * uploads go straight to the placeholder. Returns the source and delay of attempt `attempt`, or null.
 */
function roomImageAttempt(
  src: string,
  attempt: number,
  timestamp: number,
): { src: string; delayMs: number } | null {
  const steps: Array<{ src: string; delayMs: number }> = [];
  if (isUploadSource(src)) {
    const path = toUploadsPath(src);
    steps.push(
      { src: resolveImageUrl(path, { timestamp }), delayMs: IMAGE_RETRY_DELAY_MS },
      { src: resolveImageUrl(path, { timestamp, format: 'webp' }), delayMs: 0 },
      { src: path, delayMs: 0 },
    );
  }
  steps.push({ src: IMAGE_PLACEHOLDER, delayMs: PLACEHOLDER_DELAY_MS });
  return steps[attempt - 1] ?? null;
}

export function RoomImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [current, setCurrent] = useState(src || IMAGE_PLACEHOLDER);
  const [failed, setFailed] = useState(false);
  const attemptRef = useRef(0);
  const timerRef = useRef<number | undefined>(undefined);
  const imgRef = useRef<HTMLImageElement>(null);

  const onError = () => {
    attemptRef.current += 1;
    const next = roomImageAttempt(src, attemptRef.current, Date.now());
    if (next === null || (next.src === IMAGE_PLACEHOLDER && current === IMAGE_PLACEHOLDER)) {
      console.warn(`Room image could not be loaded: ${src}`);
      setFailed(true);
      return;
    }
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => setCurrent(next.src), next.delayMs);
  };

  // A failure before hydration attached onError; and no timer outlives the card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) onError();
    return () => window.clearTimeout(timerRef.current);
  }, []);

  if (failed) {
    return (
      <div className="flex size-full items-center justify-center bg-secondary text-muted-foreground/70">
        <ImageIcon className="size-10" aria-hidden="true" />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }

  return (
    <img
      ref={imgRef}
      src={current}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={onError}
      className={className}
    />
  );
}
