import { ImageOff, type LucideIcon } from 'lucide-react';
import { ADMIN_IMAGE_MAX_ATTEMPTS } from '../../../shared/constants.js';
import { Badge } from '../../components/ui/badge.js';
import { type ImageRetry, type ImageRetryStep, useImageRetry } from '../../hooks/use-image-retry.js';
import { cn } from '../../lib/cn.js';
import { resolveImageUrl, withCacheBust } from '../../lib/image-urls.js';

/**
 * The admin recovery ladder (spec 4, 'Image preview in admin'): the source to try at `attempt`, or
 * null when that step does not apply. Attempt 0 fixes a 'j.peg' extension or resolves the source through
 * the resolve call; attempt 1 resolves an /uploads/ path through it; attempt 2 loads the direct path
 * with a cache-bust. From attempt 3 (ADMIN_IMAGE_MAX_ATTEMPTS) the image is an error.
 */
export function adminRecoverySource(src: string, attempt: number, now: number): string | null {
  switch (attempt) {
    case 0:
      if (/\.?j\.peg(?=$|[?#])/i.test(src)) return src.replace(/\.?j\.peg(?=$|[?#])/i, '.jpeg');
      return resolveImageUrl(src, { timestamp: now });
    case 1: {
      const at = src.indexOf('/uploads/');
      if (at < 0) return null;
      const uploadsPath = src.slice(at).replace(/^(\/uploads\/)+/, '/uploads/');
      return resolveImageUrl(uploadsPath, { timestamp: now });
    }
    case 2:
      return withCacheBust(src, now);
    default:
      return null;
  }
}

/**
 * An admin image on the shared retry hook: the source, then each step of the admin ladder that applies
 * (at once, no delay), then 'failed'. A new `src` starts over. Used by AdminImage and the upload preview.
 */
export function useAdminImageRetry(src: string, onFailed: () => void): ImageRetry {
  const retries: ImageRetryStep[] = [];
  for (let attempt = 0; attempt < ADMIN_IMAGE_MAX_ATTEMPTS; attempt++) {
    if (adminRecoverySource(src, attempt, 0) === null) continue;
    retries.push({ delayMs: 0, build: (now) => ({ src: adminRecoverySource(src, attempt, now) ?? src }) });
  }
  return useImageRetry({ initial: { src }, retries, onFailed });
}

export interface AdminImageProps {
  src: string;
  alt: string;
  /** Classes of the `<img>` (it fills its box by default). */
  className?: string;
  /** Icon of the placeholder shown when the image cannot be loaded. */
  icon?: LucideIcon;
  /** Show the 'Image Error' badge on the placeholder. Default true. */
  showErrorBadge?: boolean;
}

/**
 * An image in an admin list (gallery, rooms, check-in cards). On a load error it walks the admin
 * recovery ladder (shared with ImageUpload's preview); when every attempt has failed it logs the
 * failure and shows a placeholder with an 'Image Error' badge (spec 2, 8).
 */
export function AdminImage({
  src,
  alt,
  className,
  icon: Icon = ImageOff,
  showErrorBadge = true,
}: AdminImageProps) {
  const image = useAdminImageRetry(src, () => console.warn('Admin image could not be loaded:', src));
  const failed = image.status === 'failed';

  if (failed || !src) {
    return (
      <div className="relative flex size-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-9 opacity-60" />
        <span className="sr-only">{alt}</span>
        {failed && showErrorBadge ? (
          <Badge variant="destructive" className="absolute bottom-2 left-2">
            Image Error
          </Badge>
        ) : null}
      </div>
    );
  }

  return (
    <img
      ref={image.ref}
      src={image.candidate.src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={image.onError}
      onLoad={image.onLoad}
      className={cn('size-full object-cover', className)}
    />
  );
}
