import { Link } from 'wouter';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { formatMoney } from '../../../shared/money.js';
import { paths } from '../../../shared/routes.js';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { ExperienceBooking } from './experience-booking.js';
import {
  EXPERIENCE_NOT_FOUND_TEXT,
  EXPERIENCES_ERROR_TEXT,
  experiencesQuery,
  useExperiences,
} from './queries.js';

function Fact({ icon, label, value }: { icon: SpriteIconId; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase">
        <SpriteIcon id={icon} className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm text-foreground">{value}</dd>
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
            Experience
          </p>
          <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight text-foreground md:text-4xl">
            {experience.title}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-foreground">
            {formatMoney(experience.price)}
            <span className="text-base font-normal text-muted-foreground"> per person</span>
          </p>
          <p className="mt-5 text-base leading-relaxed whitespace-pre-line text-muted-foreground">
            {experience.description}
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact icon="clock" label="Duration" value={experience.duration} />
            <Fact icon="map-pin" label="Where" value={experience.location} />
            <Fact icon="calendar-days" label="Runs on" value={experience.availableDays.join(', ')} />
            <Fact icon="users" label="Group" value={`Up to ${experience.maxParticipants} per date`} />
            <Fact icon="info" label="Hosted by" value={experience.provider} />
            {experience.howToPay ? (
              <Fact icon="wallet" label="How to pay" value={experience.howToPay} />
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
        loading="Loading experience"
        error={EXPERIENCES_ERROR_TEXT}
        empty={EXPERIENCE_NOT_FOUND_TEXT}
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
          ← All experiences
        </Link>
      </p>
    </div>
  );
}

ExperienceDetails.queries = [experiencesQuery];
