import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { experiencePagePath } from '../../../shared/routes.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { formatPrice } from './format.js';
import { useExperiences } from './queries.js';

/**
 * The experiences a guest can book, linked from their stay's page (issue 43). An experience's page fills in
 * the guest's name from the stay kept on the phone. An extra: without signal, or with none to book, it
 * shows nothing rather than an error beside the door code.
 */
export function StayExperiences() {
  const { data: experiences } = useExperiences();
  if (!experiences?.length) return null;
  return (
    <section
      aria-labelledby="stay-experiences-title"
      className="mt-10 rounded-2xl border border-border bg-card p-5 shadow-sm md:p-8"
    >
      <h2
        id="stay-experiences-title"
        className="font-serif text-xl font-semibold text-foreground md:text-2xl"
      >
        {m.experiences_stay_title()}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{m.experiences_stay_intro()}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {experiences.map((experience) => (
          <li key={experience.id}>
            <Link
              href={experiencePagePath(experience.id)}
              className="flex items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 outline-none transition-colors hover:bg-secondary/60 focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-secondary/30"
            >
              <span className="grid gap-0.5">
                <span className="font-medium text-foreground" lang={fallbackLang(experience, 'title')}>
                  {experience.title}
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatPrice(experience.price)}
                  {m.experiences_price_per_person()}
                </span>
              </span>
              <SpriteIcon id="chevron-right" className="size-4 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
