import { Link } from 'wouter';
import { GUEST_INFO_CARD_ITEMS } from '../../../shared/constants.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import { richTextToPlain } from '../../../shared/text/rich-text.js';
import { guestInfoTruncateLength, truncate } from '../../../shared/text/truncate.js';
import { HeadedSection } from '../../components/layout/section.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { GuestInfoGrid } from './guest-info-grid.js';
import { guestInfoSpriteIcon } from './guest-info-icons.js';
import type { GuestInfoGroup } from './queries.js';

function GuestInfoSummaryCard({ group }: { group: GuestInfoGroup }) {
  const { category, items } = group;
  const shown = items.slice(0, GUEST_INFO_CARD_ITEMS);
  const more = items.length - shown.length;
  const limit = guestInfoTruncateLength(category.name);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow duration-300 hover:shadow-lg">
      <header className="border-b border-border bg-primary px-4 py-3 md:px-6 md:py-4 dark:bg-secondary">
        <h3 className="font-serif text-lg font-semibold text-primary-foreground dark:text-foreground">
          {category.name}
        </h3>
      </header>
      <ul className="flex flex-1 flex-col gap-3 p-4 md:gap-5 md:p-6">
        {shown.map((item) => (
          <li key={item.id} className="flex gap-3 md:gap-4">
            {/* On a phone the icon sits beside the title, so the text has the card's whole width (issue 37). */}
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary md:flex">
              <SpriteIcon id={guestInfoSpriteIcon(item.icon)} className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold text-foreground">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-primary md:hidden">
                  <SpriteIcon id={guestInfoSpriteIcon(item.icon)} className="size-4" />
                </span>
                {item.title}
              </p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {truncate(richTextToPlain(item.description), limit)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="px-4 pb-4 md:px-6 md:pb-5 text-xs font-medium tracking-wide text-muted-foreground">
          +{more} more {more === 1 ? 'topic' : 'topics'} on the guest information page
        </p>
      ) : null}
    </article>
  );
}

/** A summary of the guest information, two items per category (spec 2 'Home sections'). */
export function GuestInfoSection() {
  return (
    <HeadedSection
      id={sectionIds.guestInfo}
      eyebrow="Before you arrive"
      title="Guest Information"
      intro="Everything you need for a perfect stay: arrival details, house rules, what to bring and how to make the most of the chalet."
    >
      <GuestInfoGrid swipeOnPhone renderCard={(group) => <GuestInfoSummaryCard group={group} />} />
      <div className="mt-8 flex justify-center md:mt-12">
        <Button asChild size="lg" className="group">
          <Link href={paths.guestInfo}>
            View all guest information
            <SpriteIcon id="arrow-right" className="transition-transform group-hover:translate-x-0.5" />
          </Link>
        </Button>
      </div>
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GuestInfoSection.queries = GuestInfoGrid.queries;
