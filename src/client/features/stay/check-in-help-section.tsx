import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import { Reveal, Section } from '../../components/layout/section.js';
import { Button, buttonVariants } from '../../components/ui/button.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { pagePath } from '../../lib/page-locale.js';
import { scrollToSection } from '../../lib/scroll.js';

/**
 * General arrival notes (public: the private details are behind the guest's access code), their texts in
 * the page's language.
 */
export const ARRIVAL_NOTES: ReadonlyArray<{ icon: SpriteIconId; title: () => string; text: () => string }> = [
  { icon: 'key-round', title: m.checkin_note_code_title, text: m.checkin_note_code_text },
  { icon: 'car', title: m.checkin_note_drive_title, text: m.checkin_note_drive_text },
  { icon: 'sunset', title: m.checkin_note_daylight_title, text: m.checkin_note_daylight_text },
  { icon: 'shopping-basket', title: m.checkin_note_shop_title, text: m.checkin_note_shop_text },
  { icon: 'dog', title: m.checkin_note_pet_title, text: m.checkin_note_pet_text },
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
          {m.checkin_help_eyebrow()}
        </p>
        <h2
          id="check-in-help-title"
          className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {m.checkin_help_title()}
        </h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-muted-foreground">
          {m.checkin_help_caption()}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link href={paths.checkIn} className={cn(buttonVariants({ size: 'lg' }))}>
            {m.checkin_help_button()}
          </Link>
          <Button variant="outline" size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {m.checkin_help_view_more()}
          </Button>
        </div>
      </Reveal>

      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        width="sm:max-w-xl"
        title={m.checkin_help_more_title()}
        description={m.checkin_help_caption()}
        footer={
          <Link href={paths.checkIn} className={cn(buttonVariants())}>
            {m.checkin_help_button()}
          </Link>
        }
      >
        <ul className="grid gap-5">
          {ARRIVAL_NOTES.map(({ icon, title, text }) => (
            <li key={icon} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <SpriteIcon id={icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-sm font-semibold">{title()}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text()}</p>
              </div>
            </li>
          ))}
          <li className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <SpriteIcon id="message-circle" className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-sm font-semibold">{m.checkin_help_questions()}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {m.checkin_help_message_before()}{' '}
                <a
                  href={`${pagePath(paths.home)}#${sectionIds.contact}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(false);
                    // After the dialog has closed and given focus back.
                    window.setTimeout(() => scrollToSection(sectionIds.contact), 0);
                  }}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {m.checkin_help_contact_form()}
                </a>
                {m.checkin_help_message_after()}
              </p>
            </div>
          </li>
        </ul>
      </LazyDialog>
    </Section>
  );
}
