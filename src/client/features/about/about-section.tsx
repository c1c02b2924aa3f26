import { useEffect, useRef, useState } from 'react';
import { ABOUT_IMAGE_COUNT, ABOUT_IMAGE_WIDTHS } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { sectionIds } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { Reveal, Section } from '../../components/layout/section.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { isUploadSource, optimizedImageUrl, optimizedSrcSet, toUploadsPath } from '../../lib/image-urls.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { scrollToSection } from '../../lib/scroll.js';
import { siteSettingsQuery, useSiteSettings } from '../site-settings/queries.js';
import { aboutRecoverySource, selectAboutImages } from './about-images.js';
import { aboutGalleryImagesQuery, useAboutGalleryImages } from './queries.js';

/** Icons of the default feature badges; a badge the owner adds gets a check mark. */
export const FEATURE_ICONS: Readonly<Record<string, SpriteIconId>> = {
  'Panoramic Views': 'mountain',
  Sauna: 'thermometer-sun',
  Fireplace: 'flame',
  'Native Wildlife': 'squirrel',
  'Secluded Retreat': 'leaf',
};

/** Slot shapes: two squares side by side, then one wide image. */
const SLOTS = [
  { shape: 'square', sizes: '(min-width: 1024px) 22vw, 50vw' },
  { shape: 'square', sizes: '(min-width: 1024px) 22vw, 50vw' },
  { shape: 'wide', sizes: '(min-width: 1024px) 44vw, 100vw' },
] as const;

function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-secondary to-muted text-muted-foreground/70',
        className,
      )}
    >
      <SpriteIcon id="image" className="size-10" />
      <span className="sr-only">{m.home_about_image_soon()}</span>
    </div>
  );
}

/** One About image: optimised webp set for uploads, then the spec's recovery ladder, then hidden. */
function AboutImage({ image, sizes }: { image: GalleryImage; sizes: string }) {
  const optimise = isUploadSource(image.src);
  const [attempt, setAttempt] = useState(0);
  const [fallbackSrc, setFallbackSrc] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  const onError = () => {
    const next = aboutRecoverySource(image.src, attempt, Date.now());
    if (next === null) {
      console.warn(`About image could not be loaded: ${image.src}`);
      setHidden(true);
      return;
    }
    setFallbackSrc(next);
    setAttempt(attempt + 1);
  };

  // An image that failed before hydration attached onError.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError();
  }, []);

  if (hidden) return <ImagePlaceholder />;

  const widest = ABOUT_IMAGE_WIDTHS[ABOUT_IMAGE_WIDTHS.length - 1];
  const path = toUploadsPath(image.src);
  const src = fallbackSrc ?? (optimise ? optimizedImageUrl(path, widest) : image.src);
  const srcSet = fallbackSrc === null && optimise ? optimizedSrcSet(path, ABOUT_IMAGE_WIDTHS) : undefined;

  return (
    <img
      ref={imgRef}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt || image.title}
      loading="lazy"
      decoding="async"
      onError={onError}
      className="size-full object-cover transition-[scale] duration-700 ease-out group-hover:scale-[1.03]"
    />
  );
}

/**
 * The slots for the pictures there are: three as the spec lays them out, two squares for two, one wide
 * for one. No tile stands empty: a grey tile where no picture was ever chosen looked broken (issue 45).
 */
const slotsFor = (count: number) =>
  count === 1 ? [SLOTS[2]] : SLOTS.slice(0, Math.min(count, ABOUT_IMAGE_COUNT));

function AboutGallery({ images, isPending }: { images: GalleryImage[]; isPending: boolean }) {
  if (isPending) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-2xl bg-secondary/60 sm:aspect-[4/3]">
        <Spinner label={m.home_about_loading_images()} className="size-8 text-primary" />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      {slotsFor(images.length).map((slot, index) => {
        const image = images[index];
        return (
          <Reveal
            key={`image-${image.id}`}
            delay={index * 0.1}
            className={cn(
              'group overflow-hidden rounded-2xl bg-secondary shadow-sm ring-1 ring-black/5 dark:ring-white/5',
              slot.shape === 'square' ? 'aspect-square' : 'col-span-2 aspect-[2/1]',
            )}
          >
            <AboutImage image={image} sizes={slot.sizes} />
          </Reveal>
        );
      })}
    </div>
  );
}

export const aboutBadgeSpriteIcon = (badge: string): SpriteIconId =>
  Object.hasOwn(FEATURE_ICONS, badge) ? FEATURE_ICONS[badge] : 'circle-check';

export function AboutSection() {
  const { data: settings } = useSiteSettings();
  const { data, isPending } = useAboutGalleryImages();
  const images = selectAboutImages(data);
  // Without a picture the words take the whole width rather than half of it beside nothing.
  const withPictures = isPending || images.length > 0;
  return (
    <Section id={sectionIds.about} aria-labelledby="about-title">
      <div className={cn('grid items-center gap-8 md:gap-14 lg:gap-20', withPictures && 'lg:grid-cols-2')}>
        <Reveal>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-amber-800 dark:text-accent">
            {m.home_about_eyebrow()}
          </p>
          <h2
            id="about-title"
            lang={fallbackLang(settings, 'aboutTitle')}
            className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl md:text-5xl"
          >
            {settings?.aboutTitle}
          </h2>
          <div className="mt-5 h-0.5 w-16 rounded-full bg-accent" aria-hidden="true" />
          {settings?.aboutParagraphs.map((paragraph, index) => (
            <p
              key={index}
              className="mt-6 text-base leading-relaxed text-muted-foreground md:text-lg"
              lang={fallbackLang(settings, 'aboutParagraphs')}
            >
              {paragraph}
            </p>
          ))}
          <ul
            className="mt-8 flex flex-wrap gap-2.5"
            aria-label={m.home_about_highlights()}
            lang={fallbackLang(settings, 'aboutBadges')}
          >
            {settings?.aboutBadges.map((feature, index) => (
              <li
                key={index}
                className="inline-flex items-center gap-2 rounded-full border border-primary/15 bg-primary/5 px-4 py-2 text-sm font-medium text-primary dark:border-primary/25 dark:bg-primary/10"
              >
                <SpriteIcon id={aboutBadgeSpriteIcon(feature)} className="size-4" />
                {feature}
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-8 md:mt-10" onClick={() => scrollToSection(sectionIds.gallery)}>
            {m.home_about_view_gallery()}
          </Button>
        </Reveal>
        {withPictures ? <AboutGallery images={images} isPending={isPending} /> : null}
      </div>
    </Section>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AboutSection.queries = [aboutGalleryImagesQuery, siteSettingsQuery];
