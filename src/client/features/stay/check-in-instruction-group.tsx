import { useState } from 'react';
import { CHECK_IN_GROUP_PREVIEW_ITEMS } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import type { GuestCheckInInstruction, LockedCheckInInstruction } from '../../../shared/schemas/check-in.js';
import { formatStayDateIn } from '../../../shared/stay.js';
import { isQuickStartGuide, parseCheckInContent } from '../../../shared/text/check-in-content.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { Button } from '../../components/ui/button.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { CheckInSectionList as SectionList } from './check-in-sections.js';

/**
 * A line announcing when the door code and WiFi appear ("… appear on this page from two hours before
 * check-in"): true before the unlock, stale after it, so an unlocked stay leaves it out (decision 0041).
 */
const UNLOCK_NOTICE = /\b(appears?|unlocks?|shown)\b.*\bbefore check-in\b/i;

/** The content without its unlock notices (once everything is unlocked). */
export function withoutUnlockNotices(content: string | null | undefined): string {
  return (content ?? '')
    .split('\n')
    .filter((line) => !UNLOCK_NOTICE.test(line))
    .join('\n');
}

export function CheckInInstructionGroup({
  instruction,
  unlocked = false,
}: {
  instruction: GuestCheckInInstruction;
  /** Everything of the stay is shown: notices of what unlocks later are left out. */
  unlocked?: boolean;
}) {
  // Classified by the English title: a translated entry carries it beside its own (decision 0094).
  const quickStart = isQuickStartGuide(
    (instruction as { englishTitle?: string }).englishTitle ?? instruction.title,
  );
  const sections = parseCheckInContent(
    unlocked ? withoutUnlockNotices(instruction.content) : instruction.content,
  );
  const hasMore = sections.length > CHECK_IN_GROUP_PREVIEW_ITEMS;
  const preview = hasMore ? sections.slice(0, CHECK_IN_GROUP_PREVIEW_ITEMS) : sections;
  const itemHeading = quickStart ? 'h2' : 'h3';
  const imagePath = instruction.imagePath?.trim();
  const [expanded, setExpanded] = useState(false);
  const titleLang = fallbackLang(instruction, 'title');
  const contentLang = fallbackLang(instruction, 'content');

  return (
    <article
      aria-label={quickStart ? instruction.title : undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm',
        quickStart ? 'border-accent/60 ring-1 ring-accent/30 lg:col-span-2' : 'border-border',
      )}
    >
      {imagePath ? (
        <FallbackImage
          src={imagePath}
          alt={instruction.title}
          width={1200}
          height={500}
          sizes="(min-width: 1024px) 640px, 100vw"
          className={quickStart ? 'aspect-[21/9]' : 'aspect-[16/9]'}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6 md:p-8">
        {quickStart ? null : (
          <h2 lang={titleLang} className="mb-6 font-serif text-2xl font-semibold text-foreground">
            {instruction.title}
          </h2>
        )}
        {sections.length > 0 ? (
          <SectionList sections={preview} itemHeading={itemHeading} columns={quickStart} lang={contentLang} />
        ) : null}
        {hasMore ? (
          <>
            <Button
              type="button"
              variant="outline"
              className="mt-6 self-start"
              aria-haspopup="dialog"
              onClick={() => setExpanded(true)}
            >
              {m.checkin_group_view_more()}
              <span className="sr-only"> {m.checkin_group_about({ title: instruction.title })}</span>
            </Button>
            <LazyDialog
              open={expanded}
              onOpenChange={setExpanded}
              width="sm:max-w-2xl"
              title={instruction.title}
              titleSize="large"
            >
              <SectionList sections={sections} itemHeading="h3" lang={contentLang} />
            </LazyDialog>
          </>
        ) : null}
      </div>
    </article>
  );
}

export const CHECK_IN_LINK_CLASS =
  'font-medium text-primary underline underline-offset-2 outline-none focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring';

/** A `stay` instruction before the stay: its title and when it unlocks; the content is not sent. */
export function CheckInLockedInstruction({
  instruction,
  timeZone,
}: {
  instruction: LockedCheckInInstruction;
  timeZone: string;
}) {
  return (
    <article
      aria-label={m.checkin_locked_label({ title: instruction.title })}
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-border bg-muted/40 p-6 md:p-8"
    >
      <h2 className="flex items-center gap-3 font-serif text-2xl font-semibold text-foreground">
        <SpriteIcon id="lock" className="size-5 shrink-0 text-muted-foreground" />
        <span lang={fallbackLang(instruction, 'title')}>{instruction.title}</span>
      </h2>
      <p className="text-sm text-muted-foreground">
        {m.checkin_locked_available({ date: formatStayDateIn(instruction.availableFrom, timeZone) })}
      </p>
    </article>
  );
}
