import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { Button } from '../ui/button.js';
import { SpriteIcon } from '../ui/sprite-icon.js';

export const LEGAL_LAST_UPDATED = 'Last updated: June 2025';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

function BackToHome() {
  return (
    <Button asChild variant="ghost-primary" className="-ml-3">
      <Link href={paths.home}>
        <SpriteIcon id="arrow-left" />
        Back to Home
      </Link>
    </Button>
  );
}

/** A static legal document: title, date, numbered sections and a link home. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <div className="pt-36 pb-20 md:pt-44 md:pb-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <BackToHome />
        <header className="mt-6 border-b border-border pb-8">
          <h1 className="font-serif text-4xl font-semibold tracking-tight text-foreground md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">{LEGAL_LAST_UPDATED}</p>
          <div className="mt-6 h-0.5 w-16 rounded-full bg-accent" aria-hidden="true" />
        </header>
        <div className="mt-8 space-y-4 text-base leading-relaxed text-foreground/90">{intro}</div>
        <div className="mt-4">
          {sections.map((section, index) => (
            <section key={section.title} className="mt-10">
              <h2 className="font-serif text-2xl font-semibold text-foreground">
                <span className="mr-2 text-amber-800 dark:text-accent">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-foreground/85 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
