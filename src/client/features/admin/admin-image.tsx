import { ImageOff, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_IMAGE_MAX_ATTEMPTS } from '../../../shared/constants.js';
import { Badge } from '../../components/ui/badge.js';
import { cn } from '../../lib/cn.js';
import { previewRecoverySource } from './image-upload.js';

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
 * recovery ladder (spec 4, 'Image preview in admin', shared with ImageUpload's preview); when every
 * attempt has failed it logs the failure and shows a placeholder with an 'Image Error' badge (spec 2, 8).
 */
export function AdminImage({
  src,
  alt,
  className,
  icon: Icon = ImageOff,
  showErrorBadge = true,
}: AdminImageProps) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  const attemptRef = useRef(0);
  const imgRef = useRef<HTMLImageElement>(null);

  // A new source starts the ladder again.
  useEffect(() => {
    attemptRef.current = 0;
    setCurrent(src);
    setFailed(false);
  }, [src]);

  const handleError = () => {
    const now = Date.now();
    for (let next = attemptRef.current; next < ADMIN_IMAGE_MAX_ATTEMPTS; next++) {
      const candidate = previewRecoverySource(src, next, now);
      if (candidate && candidate !== current) {
        attemptRef.current = next + 1;
        setCurrent(candidate);
        return;
      }
    }
    attemptRef.current = ADMIN_IMAGE_MAX_ATTEMPTS;
    console.warn('Admin image could not be loaded:', src);
    setFailed(true);
  };

  // An image that failed before React attached onError (e.g. during hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) handleError();
  }, []);

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
      ref={imgRef}
      src={current}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={handleError}
      className={cn('size-full object-cover', className)}
    />
  );
}
