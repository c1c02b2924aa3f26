import { useId, useState } from 'react';
import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { experiencePagePath, sectionIds } from '../../../shared/routes.js';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { directionsUrl } from '../../../shared/text/maps.js';
import { HeadedSection } from '../../components/layout/section.js';
import { SWIPE_ITEM, SwipeRow } from '../../components/layout/swipe-row.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { experiencesQuery, useExperiences } from '../experiences/queries.js';
import { attractionCategorySpriteIcon } from './category-icons.js';
import { attractionDetailChips } from './details.js';
import { bySortOrder, byTitle } from './order.js';
import {
  attractionCategoriesQuery,
  attractionsQuery,
  useAttractionCategories,
  useAttractions,
} from './queries.js';

interface AttractionCardProps {
  attraction: Attraction;
  categoryName: string;
  /** 'en' when the category's name is shown in English on another language's page. */
  categoryLang: 'en' | undefined;
  /** Heading level of the card title. */
  titleAs: 'h3' | 'h4';
  newTabHintId: string;
  /** A card at the top of /attractions: its picture is fetched at once (likely the largest paint). */
  eager?: boolean;
  /** Bookable experiences at this attraction (their `attractionId`). */
  experiences: readonly Experience[];
}

function AttractionCard({
  attraction,
  categoryName,
  categoryLang,
  titleAs: Title,
  newTabHintId,
  eager = false,
  experiences,
}: AttractionCardProps) {
  const chips = attractionDetailChips(attraction.details);
  const where = attraction.distance?.trim() || attraction.address?.trim() || '';
  const whereLang = fallbackLang(attraction, attraction.distance?.trim() ? 'distance' : 'address');
  const address = attraction.address?.trim() || `${attraction.title}, Blue Mountains NSW`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow duration-300 hover:shadow-xl">
      <FallbackImage
        src={attraction.image}
        alt={attraction.imageAlt?.trim() || attraction.title}
        width={800}
        height={500}
        sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
        className="aspect-[2/1] sm:aspect-[16/10]"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        imgClassName="transition-transform duration-700 ease-out group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
          <span
            className="font-semibold tracking-[0.18em] text-amber-800 uppercase dark:text-accent"
            lang={categoryLang}
          >
            {categoryName}
          </span>
          {where ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground" lang={whereLang}>
              <SpriteIcon id="map-pin" className="size-3.5 shrink-0" />
              {where}
            </span>
          ) : null}
        </div>
        <Title
          className="mt-2 font-serif md:mt-3 text-xl font-semibold leading-snug text-foreground"
          lang={fallbackLang(attraction, 'title')}
        >
          {attraction.title}
        </Title>
        <p
          className="mt-2 text-sm leading-relaxed text-muted-foreground whitespace-pre-line md:mt-3"
          lang={fallbackLang(attraction, 'description')}
        >
          {attraction.description}
        </p>
        {chips.length > 0 ? (
          <ul
            className="mt-3 flex flex-wrap gap-2 md:mt-4"
            aria-label={m.attractions_card_details()}
            lang={fallbackLang(attraction, 'details')}
          >
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="rounded-full border border-border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
              >
                {chip.label}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-4 md:pt-6">
          {experiences.map((experience) => (
            <Button key={experience.id} asChild size="sm">
              <Link href={experiencePagePath(experience.id)}>
                <SpriteIcon id="calendar-check" />
                {m.attractions_card_book({ experience: experience.title })}
              </Link>
            </Button>
          ))}
          <Button asChild variant="outline" size="sm">
            <a
              href={directionsUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabHintId}
            >
              <SpriteIcon id="navigation" />
              {m.attractions_card_directions()}
            </a>
          </Button>
          {attraction.websiteUrl ? (
            <Button asChild variant="ghost-primary" size="sm">
              <a
                href={attraction.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabHintId}
              >
                {m.attractions_card_website()}
                <SpriteIcon id="external-link" />
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export interface AttractionsSectionProps {
  /**
   * 'section' (home page): a `<section id="attractions">` with its own h2 title.
   * 'page' (/attractions): the page supplies the h1; the selected category becomes an h2.
   */
  variant?: 'section' | 'page';
}

function AttractionsContent({ variant }: { variant: 'section' | 'page' }) {
  const categoriesQuery = useAttractionCategories();
  const attractionsQuery = useAttractions();
  // Links only: the attractions show whether or not the experiences could be read.
  const { data: experiences = [] } = useExperiences();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const baseId = useId();
  const { data: categories } = categoriesQuery;
  const { data: attractions } = attractionsQuery;

  return (
    <SectionState
      query={{
        isPending: categoriesQuery.isPending || attractionsQuery.isPending,
        isError: categoriesQuery.isError || attractionsQuery.isError,
        data: categories && attractions && { categories, attractions },
      }}
      loading={m.attractions_loading()}
      error={m.attractions_error()}
      empty={m.attractions_empty()}
      isEmpty={(data) => data.categories.length === 0 || data.attractions.length === 0}
    >
      {(data) =>
        renderAttractionBrowser({ ...data, experiences, variant, selectedId, setSelectedId, baseId })
      }
    </SectionState>
  );
}

/** The categories beside the selected one's attractions (a function of AttractionsContent's state). */
function renderAttractionBrowser({
  variant,
  selectedId,
  setSelectedId,
  baseId,
  ...data
}: {
  categories: AttractionCategory[];
  attractions: Attraction[];
  experiences: readonly Experience[];
  variant: 'section' | 'page';
  selectedId: number | null;
  setSelectedId: (id: number) => void;
  baseId: string;
}) {
  const panelId = `${baseId}-panel`;
  const newTabHintId = `${baseId}-new-tab`;
  const isPage = variant === 'page';
  const categories = [...data.categories].sort(bySortOrder);
  const { attractions } = data;

  const countOf = (categoryId: number) => attractions.filter((a) => a.categoryId === categoryId).length;
  const selected = categories.find((c) => c.id === selectedId) ?? categories[0];
  const shown = attractions.filter((a) => a.categoryId === selected.id).sort(byTitle);
  const PanelHeading = isPage ? 'h2' : 'p';
  const selectedIcon = attractionCategorySpriteIcon(selected.icon);
  const cardProps = (attraction: Attraction) => ({
    categoryName: selected.name,
    categoryLang: fallbackLang(selected, 'name'),
    titleAs: 'h3' as const,
    newTabHintId,
    experiences: data.experiences.filter((e) => e.attractionId === attraction.id),
  });

  return (
    <div className="grid grid-cols-1 gap-6 md:gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
      <span id={newTabHintId} hidden>
        {m.attractions_new_tab()}
      </span>
      <nav
        aria-label={m.attractions_categories_label()}
        className="min-w-0 md:sticky md:top-36 md:self-start"
      >
        <p className="mb-3 hidden text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase md:block">
          {m.attractions_categories_heading()}
        </p>
        {/* On a phone the chips wrap: every category, the selected one included, stays in view (decision 0058). */}
        <ul
          className="flex flex-wrap gap-1.5 md:flex-col md:flex-nowrap md:gap-2"
          data-testid="attraction-category-chips"
        >
          {categories.map((category) => {
            const icon = attractionCategorySpriteIcon(category.icon);
            const active = category.id === selected.id;
            return (
              <li key={category.id} className="max-w-full shrink-0">
                <button
                  type="button"
                  aria-pressed={active}
                  aria-controls={panelId}
                  onClick={() => setSelectedId(category.id)}
                  className={cn(
                    'relative flex w-full items-center gap-1.5 rounded-full border px-2.5 py-1.5 text-left text-sm font-medium md:gap-3',
                    'transition-colors duration-200 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    'md:rounded-xl md:px-4 md:py-3',
                    active
                      ? 'border-primary bg-primary text-primary-foreground shadow-md'
                      : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
                  )}
                >
                  <span
                    className={cn(
                      'hidden size-9 shrink-0 items-center justify-center rounded-full md:flex',
                      active ? 'bg-primary-foreground/15' : 'bg-secondary text-primary',
                    )}
                  >
                    <SpriteIcon id={icon} className="size-4" />
                  </span>
                  <SpriteIcon id={icon} className="size-4 shrink-0 md:hidden" />
                  <span className="flex-1" lang={fallbackLang(category, 'name')}>
                    {category.name}
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs tabular-nums',
                      active ? 'bg-primary-foreground/15' : 'bg-secondary text-muted-foreground',
                    )}
                  >
                    <span className="sr-only">(</span>
                    {countOf(category.id)}
                    <span className="sr-only">{m.attractions_category_count_suffix()}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div id={panelId} className="min-w-0">
        <div className="mb-4 flex items-center gap-3 md:mb-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-primary/20">
            <SpriteIcon id={selectedIcon} className="size-5" />
          </span>
          <div>
            <PanelHeading
              className="font-serif text-2xl font-semibold text-foreground"
              lang={fallbackLang(selected, 'name')}
            >
              {selected.name}
            </PanelHeading>
            {selected.description?.trim() ? (
              <p className="text-sm text-muted-foreground" lang={fallbackLang(selected, 'description')}>
                {selected.description}
              </p>
            ) : null}
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
            {m.attractions_empty()}
          </p>
        ) : isPage ? (
          <div className="grid gap-4 sm:grid-cols-2 md:gap-6 2xl:grid-cols-3">
            {shown.map((attraction, index) => (
              <AttractionCard
                key={attraction.id}
                eager={index < 2}
                attraction={attraction}
                {...cardProps(attraction)}
              />
            ))}
          </div>
        ) : (
          // On the home page's phone layout the cards swipe sideways (issue 37, decision 0063); keyed by the
          // category so a new choice starts at its first card.
          <SwipeRow
            key={selected.id}
            label={m.attractions_swipe_label({ category: selected.name })}
            previousLabel={m.attractions_swipe_previous()}
            nextLabel={m.attractions_swipe_next()}
            wideAlign="start"
            wideClassName="sm:gap-4 md:gap-6"
          >
            {shown.map((attraction) => (
              <li
                key={attraction.id}
                className={`${SWIPE_ITEM} sm:w-[calc((100%-1rem)/2)] md:w-[calc((100%-1.5rem)/2)]`}
              >
                <AttractionCard attraction={attraction} {...cardProps(attraction)} />
              </li>
            ))}
          </SwipeRow>
        )}
      </div>
    </div>
  );
}

/** Local attractions by category (spec 2 'Home sections': Attractions). */
export function AttractionsSection({ variant = 'section' }: AttractionsSectionProps) {
  if (variant === 'page') return <AttractionsContent variant="page" />;
  return (
    <HeadedSection
      id={sectionIds.attractions}
      tone="muted"
      eyebrow={m.attractions_eyebrow()}
      title={m.attractions_title()}
      intro={m.attractions_section_intro()}
    >
      <AttractionsContent variant="section" />
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AttractionsSection.queries = [attractionCategoriesQuery, attractionsQuery, experiencesQuery];
