import { type FocusEvent, useEffect, useRef, useState } from 'react';
import {
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  TESTIMONIALS_AUTO_ADVANCE_MS,
  TESTIMONIALS_PER_PAGE,
} from '../../../shared/constants.js';
import { formatInLocale } from '../../../shared/i18n/format.js';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { sectionIds } from '../../../shared/routes.js';
import type { Testimonial } from '../../../shared/schemas/testimonials.js';
import { MONTH_PATTERN, testimonialByline } from '../../../shared/text/month.js';
import { HeadedSection } from '../../components/layout/section.js';
import { SectionState } from '../../components/public/section-state.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useImageRetry } from '../../hooks/use-image-retry.js';
import { cn } from '../../lib/cn.js';
import { isUploadsPath, optimizedImageUrl } from '../../lib/image-urls.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { publicTestimonialsQuery, usePublicTestimonials } from './queries.js';

/** A whole number of stars from 1 to 5 (5 when missing or unreadable). */
function clampRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return RATING_DEFAULT;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));
}

/** 'Sarah Jane Miller' → 'SJ'; 'James & Priya' → 'JP'; 'anna' → 'A'. */
function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters.toUpperCase() || '?';
}

/** Splits a list into pages of `size`. */
function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

function StarRating({ rating, className }: { rating: number; className?: string }) {
  const stars = clampRating(rating);
  return (
    <div
      role="img"
      aria-label={m.home_testimonials_rated({ stars, max: RATING_MAX })}
      className={cn('flex items-center gap-0.5', className)}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <SpriteIcon
          id="star"
          key={i}
          className={cn(
            'size-4',
            i < stars
              ? 'fill-amber-600 text-amber-600 dark:fill-amber-400 dark:text-amber-400'
              : 'text-muted-foreground/40',
          )}
        />
      ))}
    </div>
  );
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  const src = image?.trim() ?? '';
  const retry = useImageRetry({
    initial: { src: isUploadsPath(src) ? optimizedImageUrl(src, 320) : src },
    retries: [],
  });
  if (!src || retry.status === 'failed') {
    return (
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-base font-semibold text-primary-foreground"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      ref={retry.ref}
      src={retry.candidate.src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={retry.onError}
      onLoad={retry.onLoad}
      className="size-12 shrink-0 rounded-full object-cover ring-2 ring-accent/60"
    />
  );
}

/** "Airbnb · March 2026", the month in the page's language ("Airbnb · 2026年3月"). */
function byline(testimonial: Testimonial): string {
  const month = testimonial.stayMonth;
  if (getLocale() === 'en' || !month || !MONTH_PATTERN.test(month)) return testimonialByline(testimonial);
  const when = formatInLocale(new Date(`${month}-01T00:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return [testimonial.source, when].filter(Boolean).join(' · ');
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const by = byline(testimonial);
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-4 shadow-sm transition-shadow duration-300 hover:shadow-lg md:p-8">
      {/* On a phone the stars sit beside the name and the quote mark goes: six cards a page stay short (issue 37). */}
      <div className="hidden items-center justify-between gap-4 md:flex">
        <StarRating rating={testimonial.rating} />
        <SpriteIcon id="quote" className="size-8 text-accent/70" />
      </div>
      <blockquote
        className="flex-1 md:mt-5 text-[0.95rem] leading-relaxed text-foreground/90 whitespace-pre-line"
        lang={fallbackLang(testimonial, 'comment')}
      >
        {testimonial.comment}
      </blockquote>
      <figcaption className="mt-3 flex items-center gap-3 border-t border-border pt-3 md:mt-6 md:pt-5">
        <Avatar name={testimonial.name} image={testimonial.image} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground">{testimonial.name}</p>
          {testimonial.location?.trim() ? (
            <p
              className="truncate text-sm text-muted-foreground"
              lang={fallbackLang(testimonial, 'location')}
            >
              {testimonial.location}
            </p>
          ) : null}
          {by ? <p className="truncate text-sm text-muted-foreground">{by}</p> : null}
        </div>
        <StarRating rating={testimonial.rating} className="ml-auto shrink-0 md:hidden" />
      </figcaption>
    </figure>
  );
}

const navButton = cn(
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm',
  'transition-colors hover:border-primary/40 hover:bg-secondary',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
);

function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const pages = paginate(testimonials, TESTIMONIALS_PER_PAGE);
  const pageCount = pages.length;
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  // The visitor's choice (the pause button); until then, play unless they ask for reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  // Unknown on the server: no auto-advance until the browser says motion is fine.
  const [reducedMotion, setReducedMotion] = useState(true);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) {
      setReducedMotion(false);
      return;
    }
    setReducedMotion(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Nobody reads a page turning off screen: the carousel waits while it is out of view.
  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  const current = Math.min(page, pageCount - 1);
  const playing = playChoice ?? !reducedMotion;
  const autoAdvance = pageCount > 1 && playing && inView && !hovered && !focused;

  // One timer per shown page: any page change (automatic or by the visitor) starts a fresh interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer on every page change.
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setTimeout(() => setPage((p) => (p + 1) % pageCount), TESTIMONIALS_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, pageCount, current]);

  const go = (target: number) => setPage(((target % pageCount) + pageCount) % pageCount);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={m.home_testimonials_region()}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Every page in one grid cell, only the current one visible: the carousel is as tall as its
          tallest page on every page, so nothing below it moves when it turns. */}
      <div className="grid" aria-live={autoAdvance ? 'off' : 'polite'}>
        {pages.map((reviews, index) => {
          const shown = index === current;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_testimonials_page({ page: index + 1, count: pageCount })}
              className={cn('col-start-1 row-start-1', !shown && 'invisible')}
              inert={!shown}
            >
              <ul className="grid gap-4 md:gap-6 md:grid-cols-2 lg:grid-cols-3">
                {reviews.map((testimonial) => (
                  <li key={testimonial.id}>
                    <TestimonialCard testimonial={testimonial} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>

      {pageCount > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-4 md:mt-10">
          <button
            type="button"
            aria-label={m.home_testimonials_previous()}
            className={navButton}
            onClick={() => go(current - 1)}
          >
            <SpriteIcon id="chevron-left" className="size-5" />
          </button>
          <ul className="flex items-center gap-1">
            {pages.map((_, index) => {
              const active = index === current;
              return (
                <li key={index}>
                  <button
                    type="button"
                    aria-label={m.home_testimonials_go_to({ page: index + 1 })}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => go(index)}
                    className="group flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span
                      className={cn(
                        // One size for every dot; the active one's pill is revealed by a clip, which moves
                        // no box, so turning a page shifts nothing (issue 37's layout-shift measure).
                        'block h-2.5 w-7 transition-[clip-path,background-color] duration-300',
                        active
                          ? 'bg-primary [clip-path:inset(0_round_5px)]'
                          : 'bg-muted-foreground/50 [clip-path:inset(0_9px_round_5px)] group-hover:bg-muted-foreground',
                      )}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            aria-label={m.home_testimonials_next()}
            className={navButton}
            onClick={() => go(current + 1)}
          >
            <SpriteIcon id="chevron-right" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={playing ? m.home_testimonials_pause() : m.home_testimonials_play()}
            className={navButton}
            onClick={() => setPlayChoice(!playing)}
          >
            {/* Both drawn (one hidden), so the page carries both symbols from the server. */}
            <SpriteIcon id="pause" className={playing ? 'size-5' : 'hidden'} />
            <SpriteIcon id="play" className={playing ? 'hidden' : 'size-5'} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function TestimonialsContent() {
  const query = usePublicTestimonials();
  return (
    <SectionState
      // A 401 gives null (spec 6): no testimonials to show.
      query={{ isPending: query.isPending, isError: query.isError, data: query.data ?? [] }}
      loading={m.home_testimonials_loading()}
      error={m.home_testimonials_error()}
      empty={m.home_testimonials_empty()}
    >
      {(testimonials) => <TestimonialsCarousel testimonials={testimonials} />}
    </SectionState>
  );
}

/** Verified guest reviews in a paged carousel (spec 2 'Home sections': Testimonials). */
export function TestimonialsSection() {
  return (
    <HeadedSection
      id={sectionIds.testimonials}
      tone="muted"
      eyebrow={m.home_testimonials_eyebrow()}
      title={m.home_testimonials_title()}
      intro={m.home_testimonials_intro()}
    >
      <TestimonialsContent />
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
TestimonialsSection.queries = [publicTestimonialsQuery];
