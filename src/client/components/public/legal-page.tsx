import { Link } from 'wouter';
import { formatInLocale } from '../../../shared/i18n/format.js';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { paths } from '../../../shared/routes.js';
import { parseLegalText } from '../../../shared/text/legal-text.js';
import { formatMonth } from '../../../shared/text/month.js';
import { Button } from '../ui/button.js';
import { SpriteIcon } from '../ui/sprite-icon.js';
import { RichText } from './rich-text.js';

/** A 'YYYY-MM' month in the page's language: 'June 2025' (the spec's), '2025年6月', 'Juni 2025'. */
function monthText(month: string): string {
  if (getLocale() === 'en') return formatMonth(month);
  const [year = 0, number = 1] = month.split('-').map(Number);
  return formatInLocale(Date.UTC(year, number - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The date line under the title: 'Last updated: June 2025' for '2025-06'. */
export const legalLastUpdated = (month: string) =>
  m.experiences_legal_last_updated({ month: monthText(month) });

export interface LegalPageProps {
  title: string;
  /** The owner's text (format: src/shared/text/legal-text.ts); undefined while it loads. */
  text: string | undefined;
  /** 'YYYY-MM'. */
  updatedMonth: string | undefined;
}

function BackToHome() {
  return (
    <Button asChild variant="ghost-primary" className="-ml-3">
      <Link href={paths.home}>
        <SpriteIcon id="arrow-left" />
        {m.experiences_legal_back_home()}
      </Link>
    </Button>
  );
}

const bodyClass =
  'mt-4 space-y-4 leading-relaxed text-foreground/85 [&_li]:pl-1 [&_ul]:space-y-2 [&_ul]:pl-6';

/**
 * A legal document: title, date, the owner's text as numbered sections (rendered as text, never as
 * HTML), and a link home.
 */
export function LegalPage({ title, text, updatedMonth }: LegalPageProps) {
  const { intro, sections } = parseLegalText(text ?? '');
  // The owner's legal text has no translations (it stays English for now): marked so on other pages.
  const bodyLang = getLocale() === 'en' ? undefined : 'en';
  return (
    <div className="pt-36 pb-20 md:pt-44 md:pb-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <BackToHome />
        <header className="mt-6 border-b border-border pb-8">
          <h1 className="font-serif text-4xl font-semibold tracking-tight text-foreground md:text-5xl">
            {title}
          </h1>
          {updatedMonth ? (
            <p className="mt-4 text-sm text-muted-foreground">{legalLastUpdated(updatedMonth)}</p>
          ) : null}
          <div className="mt-6 h-0.5 w-16 rounded-full bg-accent" aria-hidden="true" />
        </header>
        <div lang={bodyLang}>
          <RichText text={intro} className="mt-8 space-y-4 text-base leading-relaxed text-foreground/90" />
        </div>
        <div className="mt-4" lang={bodyLang}>
          {sections.map((section, index) => (
            <section key={`${index}-${section.title}`} className="mt-10">
              <h2 className="font-serif text-2xl font-semibold text-foreground">
                <span className="mr-2 text-amber-800 dark:text-accent">{index + 1}.</span>
                {section.title}
              </h2>
              <RichText text={section.body} className={bodyClass} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
