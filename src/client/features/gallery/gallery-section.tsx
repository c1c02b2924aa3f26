import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { galleryCategoryLabel } from '../../../shared/text/gallery-category.js';
import { HeadedSection } from '../../components/layout/section.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useOpenedOnce } from '../../hooks/use-opened-once.js';
import { useAnalytics } from '../../lib/analytics.js';
import { cn } from '../../lib/cn.js';
import { LoadFailed, lazyWithFallback } from '../../lib/lazy-page.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { publicGalleryQuery, usePublicGallery } from './queries.js';

/** Images shown on the home page: one large and eight small tiles fill the grid exactly. */
export const HOME_GALLERY_COUNT = 9;
// The lightbox (a Radix dialog) is downloaded when a picture is first opened.
const GalleryLightbox = lazyWithFallback(
  () => import('./gallery-lightbox.js').then((m) => ({ default: m.GalleryLightbox })),
  () => <LoadFailed what={m.gallery_lightbox_load_what()} />,
);

const PLACEHOLDER_TILES = 6;
const ALL = 'all';

const PLACEMENT_CATEGORIES = new Set(['hero-section', 'about-section']);

function imageLabel(image: GalleryImage): string {
  return image.title?.trim() || image.alt?.trim() || m.gallery_image_fallback();
}

/** The site's own gallery categories in the page's language; the owner's own ones as they are named. */
const CATEGORY_TEXTS: Readonly<Record<string, () => string>> = {
  interior: m.gallery_category_interior,
  exterior: m.gallery_category_exterior,
  attractions: m.gallery_category_attractions,
};

function categoryText(category: string): { text: string; lang?: 'en' } {
  const known = CATEGORY_TEXTS[category.trim().toLowerCase()];
  if (known) return { text: known() };
  // An owner's category is a slug in English (the gallery's words are not translated).
  return { text: galleryCategoryLabel(category), lang: getLocale() === 'en' ? undefined : 'en' };
}

interface GalleryGridProps {
  images: readonly GalleryImage[];
  /** 'feature': the first tile is twice the size (home selection). */
  layout: 'feature' | 'uniform';
  onOpen: (index: number) => void;
  /**
   * Tiles at the top of the page (/gallery): fetched at once, not when laid out, since one of them is
   * the page's largest paint (decision 0022). 0 below the fold (home).
   */
  eagerCount?: number;
}

/**
 * Tile widths on offer, close enough that each screen gets a sharp picture little bigger than its tile:
 * a 390 px phone at DPR 3 takes 640 (800 before), a 1440 px desktop 320, the lightbox its own.
 */
const TILE_WIDTHS = [320, 400, 640, 800];
const FEATURE_TILE_WIDTHS = [400, 640, 800, 1200];
/** Two columns, three from md, four from lg (the container stops at 1280 px). */
const TILE_SIZES = '(min-width: 1280px) 320px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/**
 * The home page's featured grid: three columns on a phone (half the height of two: issue 37, decision
 * 0063), four from md; its first tile spans two columns and two rows, so nine tiles fill it exactly.
 */
const FEATURE_GRID_TILE_SIZES = '(min-width: 1280px) 320px, (min-width: 768px) 25vw, 33vw';
const FEATURE_TILE_SIZES = '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 67vw';

/** The first tiles shown without scrolling on /gallery: three rows of two on a phone, a row or two wider. */
const GALLERY_PAGE_EAGER_TILES = 6;

function GalleryGrid({ images, layout, onOpen, eagerCount = 0 }: GalleryGridProps) {
  const feature = layout === 'feature' && images.length >= 5;
  return (
    <ul
      className={cn(
        'grid gap-3 md:gap-4',
        feature ? 'grid-cols-3 md:grid-cols-4' : 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
      )}
    >
      {images.map((image, index) => {
        const big = feature && index === 0;
        return (
          <li key={image.id} className={cn(big && 'col-span-2 row-span-2')}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={m.gallery_view_larger({ image: imageLabel(image) })}
              className={cn(
                'group relative block w-full overflow-hidden rounded-xl bg-muted shadow-sm',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                feature ? 'aspect-square' : 'aspect-[4/3]',
              )}
            >
              <FallbackImage
                src={image.src}
                alt={image.alt || image.title}
                width={big ? 1200 : 600}
                height={big ? 1200 : feature ? 600 : 450}
                widths={big ? FEATURE_TILE_WIDTHS : TILE_WIDTHS}
                sizes={big ? FEATURE_TILE_SIZES : feature ? FEATURE_GRID_TILE_SIZES : TILE_SIZES}
                fill
                loading={index < eagerCount ? 'eager' : 'lazy'}
                fetchPriority={index < Math.min(eagerCount, 2) ? 'high' : undefined}
                imgClassName="transition-transform duration-700 ease-out group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 flex items-end bg-gradient-to-t from-black/70 via-black/10 to-transparent p-3 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 md:p-4"
              >
                <span className="flex w-full items-center justify-between gap-2 text-left text-sm font-medium text-white">
                  <span className="line-clamp-2" lang={fallbackLang(image, 'title')}>
                    {image.title}
                  </span>
                  <SpriteIcon id="maximize-2" className="size-4 shrink-0" />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function PlaceholderGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
        <li key={i} className="flex aspect-[4/3] items-center justify-center rounded-xl bg-muted">
          <SpriteIcon id="image" className="size-8 text-muted-foreground/50" />
        </li>
      ))}
    </ul>
  );
}

export interface GallerySectionProps {
  /**
   * 'section' (home page): `<section id="gallery">` with its h2, a selection of images and a link to
   * /gallery. 'page' (/gallery): every image with a category filter; the page supplies the h1.
   */
  variant?: 'section' | 'page';
}

function GalleryContent({ variant }: { variant: 'section' | 'page' }) {
  const gallery = usePublicGallery();
  const track = useAnalytics();
  const [category, setCategory] = useState<string>(ALL);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const lightboxOpened = useOpenedOnce(openIndex !== null);

  return (
    <SectionState
      query={gallery}
      loading={m.gallery_loading()}
      error={
        <div>
          <p role="alert" className="mb-6 text-center text-base text-destructive">
            {m.gallery_error()}
          </p>
          <PlaceholderGrid />
        </div>
      }
      empty={m.gallery_empty()}
    >
      {(all) =>
        renderGallery({ all, variant, category, setCategory, openIndex, setOpenIndex, lightboxOpened, track })
      }
    </SectionState>
  );
}

/** The filter (on /gallery), the grid and the lightbox (a function of GalleryContent's state). */
function renderGallery({
  all,
  variant,
  category,
  setCategory,
  openIndex,
  setOpenIndex,
  lightboxOpened,
  track,
}: {
  all: GalleryImage[];
  variant: 'section' | 'page';
  category: string;
  setCategory: (category: string) => void;
  openIndex: number | null;
  setOpenIndex: (index: number | null) => void;
  lightboxOpened: boolean;
  track: ReturnType<typeof useAnalytics>;
}) {
  const isPage = variant === 'page';
  // hero-section and about-section say where the owner places a picture, not what it shows: those
  // pictures stay under 'All' but get no filter chip of their own.
  const categories = [
    ...new Set(
      all
        .map((image) => image.category?.trim())
        .filter((c): c is string => !!c && !PLACEMENT_CATEGORIES.has(c)),
    ),
  ];
  const activeCategory = categories.includes(category) ? category : ALL;
  const images = isPage
    ? activeCategory === ALL
      ? all
      : all.filter((image) => image.category?.trim() === activeCategory)
    : all.slice(0, HOME_GALLERY_COUNT);

  const open = (index: number) => {
    setOpenIndex(index);
    const image = images[index];
    if (image) track('gallery_view', { image_id: image.id, image_title: image.title });
  };

  return (
    <div>
      {isPage && categories.length > 0 ? (
        <div
          role="group"
          aria-label={m.gallery_filter_label()}
          className="mb-8 flex flex-wrap justify-center gap-2"
        >
          {[ALL, ...categories].map((value) => {
            const active = value === activeCategory;
            const label = value === ALL ? { text: m.gallery_filter_all() } : categoryText(value);
            return (
              <button
                key={value}
                type="button"
                lang={label.lang}
                aria-pressed={active}
                onClick={() => {
                  setCategory(value);
                  setOpenIndex(null);
                }}
                className={cn(
                  'rounded-full border px-4 py-2 text-sm font-medium transition-colors duration-200',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  active
                    ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                    : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
                )}
              >
                {label.text}
              </button>
            );
          })}
        </div>
      ) : null}

      <GalleryGrid
        images={images}
        layout={isPage ? 'uniform' : 'feature'}
        onOpen={open}
        eagerCount={isPage ? GALLERY_PAGE_EAGER_TILES : 0}
      />

      {!isPage ? (
        <div className="mt-8 flex justify-center md:mt-12">
          <Button asChild variant="outline" size="lg" className="group">
            <Link href={paths.gallery}>
              {m.gallery_view_full()}
              <SpriteIcon id="arrow-right" className="transition-transform group-hover:translate-x-0.5" />
            </Link>
          </Button>
        </div>
      ) : null}

      {lightboxOpened ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Photo gallery with a lightbox (spec 2 'Home sections': Gallery). */
export function GallerySection({ variant = 'section' }: GallerySectionProps) {
  if (variant === 'page') return <GalleryContent variant="page" />;
  return (
    <HeadedSection
      id={sectionIds.gallery}
      eyebrow={m.gallery_eyebrow()}
      title={m.gallery_title()}
      intro={m.gallery_section_intro()}
    >
      <GalleryContent variant="section" />
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GallerySection.queries = [publicGalleryQuery];
