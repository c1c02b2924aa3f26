import { useState } from 'react';
import { Link } from 'wouter';
import { HOME_COPY } from '../../../shared/home-copy.js';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import { Reveal, Section } from '../../components/layout/section.js';
import { Button, buttonVariants } from '../../components/ui/button.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { scrollToSection } from '../../lib/scroll.js';

/** General arrival notes (public: the private details are behind the guest's access code). */
export const ARRIVAL_NOTES: ReadonlyArray<{ icon: SpriteIconId; title: string; text: string }> = [
  {
    icon: 'key-round',
    title: 'Your access code',
    text: 'With your booking you receive a unique access code. Enter it on the check-in page to see the detailed instructions for your stay: directions, how to get in and notes about the house.',
  },
  {
    icon: 'car',
    title: 'Getting here',
    text: 'The chalet sits in a quiet valley about two hours from the city. Plan your drive with the directions in your check-in instructions before you lose mobile reception.',
  },
  {
    icon: 'sunset',
    title: 'Arrive in daylight',
    text: 'The property is 22 acres of private bushland. Arriving before dark makes the last stretch easier, and native wildlife is most active on the roads at dusk.',
  },
  {
    icon: 'shopping-basket',
    title: 'Stock up on the way',
    text: 'The nearby towns are 20 to 30 minutes away, so bring groceries and anything you need for your first evening.',
  },
  {
    icon: 'dog',
    title: 'Bringing your pet',
    text: 'The chalet is pet-friendly. Your check-in instructions include the house notes for four-legged guests.',
  },
];

export function CheckInHelpSection() {
  const [open, setOpen] = useState(false);

  return (
    <Section id={sectionIds.checkInHelp} aria-labelledby="check-in-help-title" className="pt-0 md:pt-0">
      <Reveal className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl border border-border bg-card px-6 py-8 text-center shadow-sm sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-accent/10 blur-2xl"
        />
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <SpriteIcon id="key-round" className="size-7" />
        </span>
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.25em] md:mt-6 text-amber-800 dark:text-accent">
          {HOME_COPY.checkInEyebrow}
        </p>
        <h2
          id="check-in-help-title"
          className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {HOME_COPY.checkInTitle}
        </h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-muted-foreground">
          {HOME_COPY.checkInCaption}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link href={paths.checkIn} className={cn(buttonVariants({ size: 'lg' }))}>
            {HOME_COPY.checkInButton}
          </Link>
          <Button variant="outline" size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
            View more
          </Button>
        </div>
      </Reveal>

      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        width="sm:max-w-xl"
        title={HOME_COPY.checkInMore}
        description={HOME_COPY.checkInCaption}
        footer={
          <Link href={paths.checkIn} className={cn(buttonVariants())}>
            {HOME_COPY.checkInButton}
          </Link>
        }
      >
        <ul className="grid gap-5">
          {ARRIVAL_NOTES.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <SpriteIcon id={icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-sm font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
          <li className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <SpriteIcon id="message-circle" className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-sm font-semibold">Questions?</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                Send us a message with the{' '}
                <a
                  href={`${paths.home}#${sectionIds.contact}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(false);
                    // After the dialog has closed and given focus back.
                    window.setTimeout(() => scrollToSection(sectionIds.contact), 0);
                  }}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  contact form
                </a>
                .
              </p>
            </div>
          </li>
        </ul>
      </LazyDialog>
    </Section>
  );
}
