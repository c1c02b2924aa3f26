import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { experiencePagePath, sectionIds } from '../../../shared/routes.js';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { HeadedSection } from '../../components/layout/section.js';
import { SWIPE_ITEM, SwipeRow } from '../../components/layout/swipe-row.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { formatPrice } from './price.js';
import { experiencesQuery, useExperiences } from './queries.js';

function ExperienceCard({ experience }: { experience: Experience }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow duration-300 focus-within:shadow-xl hover:shadow-xl">
      <FallbackImage
        src={experience.image}
        alt={experience.title}
        width={800}
        height={500}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
        className="aspect-[16/10]"
        imgClassName="transition-transform duration-700 ease-out group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {experience.duration ? (
            <span className="inline-flex items-center gap-1" lang={fallbackLang(experience, 'duration')}>
              <SpriteIcon id="clock" className="size-3.5 shrink-0" />
              {experience.duration}
            </span>
          ) : null}
          {experience.location ? (
            <span className="inline-flex items-center gap-1" lang={fallbackLang(experience, 'location')}>
              <SpriteIcon id="map-pin" className="size-3.5 shrink-0" />
              {experience.location}
            </span>
          ) : null}
        </p>
        <h3
          className="mt-3 font-serif text-xl font-semibold leading-snug text-foreground"
          lang={fallbackLang(experience, 'title')}
        >
          <Link
            href={experiencePagePath(experience.id)}
            className="rounded-sm outline-none after:absolute after:inset-0 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          >
            {experience.title}
          </Link>
        </h3>
        <p
          className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground"
          lang={fallbackLang(experience, 'description')}
        >
          {experience.description}
        </p>
        <p className="mt-auto flex items-baseline justify-between gap-3 pt-5">
          <span className="text-lg font-semibold text-foreground">
            {formatPrice(experience.price)}
            <span className="text-sm font-normal text-muted-foreground">
              {m.experiences_price_per_person()}
            </span>
          </span>
          <span aria-hidden="true" className="text-sm font-medium text-primary group-hover:underline">
            {m.experiences_card_view_dates()}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Local experiences a guest can book (issue 35): each card opens the experience's own page. */
export function ExperiencesSection() {
  const query = useExperiences();
  return (
    <HeadedSection
      id={sectionIds.experiences}
      eyebrow={m.experiences_section_eyebrow()}
      title={m.experiences_section_title()}
      intro={m.experiences_section_intro()}
    >
      <SectionState
        query={query}
        loading={m.experiences_section_loading()}
        error={m.experiences_error()}
        empty={m.experiences_empty()}
      >
        {(experiences) => (
          // On a phone the cards swipe sideways, so the home page stays short (issue 37, decision 0063).
          <SwipeRow
            label={m.experiences_section_title()}
            previousLabel={m.experiences_swipe_previous()}
            nextLabel={m.experiences_swipe_next()}
            wideClassName="sm:gap-6"
          >
            {experiences.map((experience) => (
              <li
                key={experience.id}
                className={`${SWIPE_ITEM} sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]`}
              >
                <ExperienceCard experience={experience} />
              </li>
            ))}
          </SwipeRow>
        )}
      </SectionState>
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
ExperiencesSection.queries = [experiencesQuery];
