import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type MouseEvent, useLayoutEffect } from 'react';
import { LIGHTBOX_RETRY_DELAYS_MS } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useImageRetry } from '../../hooks/use-image-retry.js';
import { useReturnFocus } from '../../hooks/use-return-focus.js';
import { cn } from '../../lib/cn.js';
import { resolveImageUrl, responsiveImage, withCacheBust } from '../../lib/image-urls.js';
import { fallbackLang } from '../../lib/page-locale.js';

const LIGHTBOX_WIDTHS = [800, 1200, 1600, 1920] as const;

const roundButton = cn(
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur-sm',
  'transition-colors hover:bg-white/20 outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black',
);

function LightboxImage({ image }: { image: GalleryImage }) {
  const initial = responsiveImage(image.src, LIGHTBOX_WIDTHS, 1600);
  const [firstDelay, secondDelay] = LIGHTBOX_RETRY_DELAYS_MS;
  const retry = useImageRetry({
    initial,
    retries: [
      { delayMs: firstDelay, build: (now) => ({ src: resolveImageUrl(image.src, { timestamp: now }) }) },
      { delayMs: secondDelay, build: (now) => ({ src: withCacheBust(image.src, now) }) },
    ],
  });

  if (retry.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex min-h-64 w-full max-w-md flex-col items-center justify-center gap-4 rounded-2xl border border-white/15 bg-white/5 p-8 text-center text-white"
      >
        <SpriteIcon id="image-off" className="size-10 text-white/70" />
        <p className="text-base">{m.gallery_lightbox_error()}</p>
        <Button type="button" variant="accent" onClick={retry.restart}>
          <SpriteIcon id="rotate-ccw" />
          {m.gallery_lightbox_retry()}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative flex items-center justify-center">
      {retry.status === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner className="size-10 text-white" label={m.gallery_lightbox_loading()} />
        </div>
      ) : null}
      <img
        ref={retry.ref}
        src={retry.candidate.src}
        srcSet={retry.candidate.srcSet}
        sizes={retry.candidate.srcSet ? '(min-width: 1024px) 80vw, 100vw' : undefined}
        alt={image.alt || image.title}
        decoding="async"
        onError={retry.onError}
        onLoad={retry.onLoad}
        className={cn(
          'max-h-[calc(100dvh-13rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl transition-opacity duration-300',
          retry.status === 'loading' ? 'min-h-48 min-w-48 opacity-0' : 'opacity-100',
        )}
      />
    </div>
  );
}

export interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  /** The open image's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen image viewer (Radix Dialog: focus trap, Escape, scroll lock). Clicking outside the image
 * closes it; arrow keys and the side buttons move between images.
 */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const open = index !== null && index >= 0 && index < images.length;
  // The lightbox opens without a Radix Trigger, so focus goes back to the tile that opened it by hand.
  // A layout effect runs before Radix moves focus into the dialog, so the opener is still focused.
  const { remember, restore } = useReturnFocus();
  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);
  const image = open ? images[index] : null;
  const count = images.length;
  const go = (delta: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  // The backdrop is every area marked data-backdrop (around the image and caption).
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('[data-lightbox-keep]') === null) onClose();
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        {image ? (
          <DialogPrimitive.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              restore();
            }}
            onKeyDown={onKeyDown}
            onClick={onClick}
            className="fixed inset-0 z-50 flex flex-col outline-none transition-opacity duration-200 starting:opacity-0"
          >
            <div className="flex items-center justify-between gap-4 p-4 md:px-6">
              <p className="text-sm font-medium text-white/80 tabular-nums" aria-live="polite">
                {index !== null ? `${index + 1} / ${count}` : null}
              </p>
              <DialogPrimitive.Close className={roundButton} data-lightbox-keep="">
                <SpriteIcon id="x" className="size-5" />
                <span className="sr-only">{m.gallery_lightbox_close()}</span>
              </DialogPrimitive.Close>
            </div>

            <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 md:px-24">
              <div data-lightbox-keep="" className="flex max-h-full max-w-full items-center justify-center">
                <LightboxImage key={image.id} image={image} />
              </div>
              {count > 1 ? (
                <>
                  <button
                    type="button"
                    data-lightbox-keep=""
                    onClick={() => go(-1)}
                    className={cn(roundButton, 'absolute top-1/2 left-2 -translate-y-1/2 md:left-6')}
                  >
                    <SpriteIcon id="chevron-left" className="size-6" />
                    <span className="sr-only">{m.gallery_lightbox_previous()}</span>
                  </button>
                  <button
                    type="button"
                    data-lightbox-keep=""
                    onClick={() => go(1)}
                    className={cn(roundButton, 'absolute top-1/2 right-2 -translate-y-1/2 md:right-6')}
                  >
                    <SpriteIcon id="chevron-right" className="size-6" />
                    <span className="sr-only">{m.gallery_lightbox_next()}</span>
                  </button>
                </>
              ) : null}
            </div>

            <div className="mx-auto w-full max-w-3xl px-6 pt-4 pb-8 text-center" data-lightbox-keep="">
              <DialogPrimitive.Title
                className="font-serif text-xl font-semibold text-white md:text-2xl"
                lang={image.title ? fallbackLang(image, 'title') : undefined}
              >
                {image.title || m.gallery_image_fallback()}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description
                className="mt-2 text-sm leading-relaxed text-white/75"
                lang={fallbackLang(image, image.alt ? 'alt' : 'title')}
              >
                {image.alt || image.title}
              </DialogPrimitive.Description>
            </div>
          </DialogPrimitive.Content>
        ) : null}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
