import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { paths } from '../../../shared/routes.js';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { ExperienceBooking } from './experience-booking.js';
import { formatPrice, formatRunsOn } from './format.js';
import { experiencesQuery, useExperiences } from './queries.js';

function Fact({
  icon,
  label,
  value,
  lang,
}: {
  icon: SpriteIconId;
  label: string;
  value: string;
  /** 'en' for an owner's field shown in English on another language's page. */
  lang?: string;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase">
        <SpriteIcon id={icon} className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm text-foreground" lang={lang}>
        {value}
      </dd>
    </div>
  );
}

function ExperienceContent({ experience }: { experience: Experience }) {
  return (
    <article className="grid gap-10">
      <header className="grid items-start gap-8 lg:grid-cols-2">
        <FallbackImage
          src={experience.image}
          alt={experience.imageAlt?.trim() || experience.title}
          width={1200}
          height={750}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[16/10] overflow-hidden rounded-2xl"
          loading="eager"
          fetchPriority="high"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-amber-800 uppercase dark:text-accent">
            {m.experiences_page_eyebrow()}
          </p>
          <h1
            className="mt-3 font-serif text-3xl font-semibold tracking-tight text-foreground md:text-4xl"
            lang={fallbackLang(experience, 'title')}
          >
            {experience.title}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-foreground">
            {formatPrice(experience.price)}
            <span className="text-base font-normal text-muted-foreground">
              {m.experiences_price_per_person()}
            </span>
          </p>
          <p
            className="mt-5 text-base leading-relaxed whitespace-pre-line text-muted-foreground"
            lang={fallbackLang(experience, 'description')}
          >
            {experience.description}
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact
              icon="clock"
              label={m.experiences_detail_duration()}
              value={experience.duration}
              lang={fallbackLang(experience, 'duration')}
            />
            <Fact
              icon="map-pin"
              label={m.experiences_detail_where()}
              value={experience.location}
              lang={fallbackLang(experience, 'location')}
            />
            <Fact
              icon="calendar-days"
              label={m.experiences_detail_runs_on()}
              value={formatRunsOn(experience.availableDays)}
            />
            <Fact
              icon="users"
              label={m.experiences_detail_group()}
              value={m.experiences_detail_group_value({ count: experience.maxParticipants })}
            />
            <Fact
              icon="info"
              label={m.experiences_detail_hosted_by()}
              value={experience.provider}
              lang={fallbackLang(experience, 'provider')}
            />
            {experience.howToPay ? (
              <Fact
                icon="wallet"
                label={m.experiences_detail_how_to_pay()}
                value={experience.howToPay}
                lang={fallbackLang(experience, 'howToPay')}
              />
            ) : null}
          </dl>
        </div>
      </header>
      <ExperienceBooking experience={experience} />
    </article>
  );
}

/** One experience's page (issue 35): the server renders it from the public list, so it is cached. */
export function ExperienceDetails({ id }: { id: number }) {
  const query = useExperiences();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-32 pb-20 sm:px-6 md:pt-40 md:pb-28 lg:px-8">
      <SectionState
        query={query}
        loading={m.experiences_page_loading()}
        error={m.experiences_error()}
        empty={m.experiences_page_not_found()}
        isEmpty={(list) => !list.some((experience) => experience.id === id)}
      >
        {(list) => {
          const experience = list.find((item) => item.id === id);
          return experience ? <ExperienceContent experience={experience} /> : null;
        }}
      </SectionState>
      <p className="mt-10">
        <Link
          href={paths.home}
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m.experiences_page_back()}
        </Link>
      </p>
    </div>
  );
}

ExperienceDetails.queries = [experiencesQuery];
