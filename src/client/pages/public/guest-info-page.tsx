import { useId, useState } from 'react';
import { Link } from 'wouter';
import { GUEST_INFO_COLLAPSED_HEIGHT_PX } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { paths } from '../../../shared/routes.js';
import { isWhatToBring, shouldGuestInfoCardExpand } from '../../../shared/text/truncate.js';
import { PageShell } from '../../components/public/page-shell.js';
import { RichText } from '../../components/public/rich-text.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { GuestInfoGrid } from '../../features/guest-info/guest-info-grid.js';
import { guestInfoIcon } from '../../features/guest-info/guest-info-icons.js';
import type { GuestInfoGroup } from '../../features/guest-info/queries.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';

/**
 * The category's English name, which the layout rules match (e.g. "What to Bring"): a translated
 * category carries it beside its own name (decision 0094); otherwise the name is the English.
 */
const englishNameOf = (category: GuestInfoGroup['category']): string =>
  (category as { englishName?: string }).englishName ?? category.name;

function GuestInfoCard({ group }: { group: GuestInfoGroup }) {
  const { category, items } = group;
  const expandable = shouldGuestInfoCardExpand(englishNameOf(category), items);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const collapsed = expandable && !expanded;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <header className="border-b border-border bg-primary px-6 py-4 dark:bg-secondary">
        <h2
          lang={fallbackLang(category, 'name')}
          className="font-serif text-xl font-semibold text-primary-foreground dark:text-foreground"
        >
          {category.name}
        </h2>
      </header>
      <div className="relative">
        <div
          id={contentId}
          className="overflow-hidden"
          style={collapsed ? { maxHeight: GUEST_INFO_COLLAPSED_HEIGHT_PX } : undefined}
        >
          <ul
            className={cn(
              'grid gap-6 p-6',
              isWhatToBring(englishNameOf(category)) && 'md:grid-cols-2 md:gap-x-10 xl:grid-cols-4',
            )}
          >
            {items.map((item) => {
              const Icon = guestInfoIcon(item.icon);
              return (
                <li key={item.id} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3
                      lang={fallbackLang(item, 'title')}
                      className="font-sans text-base font-semibold text-foreground"
                    >
                      {item.title}
                    </h3>
                    <div lang={fallbackLang(item, 'description')}>
                      <RichText text={item.description} className="mt-1 text-sm text-muted-foreground" />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        {collapsed ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-card via-card/80 to-transparent"
          />
        ) : null}
      </div>
      {expandable ? (
        <div className="mt-auto border-t border-border px-4 py-2">
          <Button
            type="button"
            variant="ghost-primary"
            className="w-full"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? m.guestinfo_card_view_less() : m.guestinfo_card_view_more()}
            <SpriteIcon
              id="chevron-down"
              className={cn('transition-transform duration-200', expanded && 'rotate-180')}
            />
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** /guest-info: every guest-information item, by category. */
export function GuestInfoPage() {
  return (
    <PublicLayout>
      <PageShell
        eyebrow={m.guestinfo_page_eyebrow()}
        title={m.guestinfo_page_title()}
        subtitle={m.guestinfo_page_subtitle()}
      >
        <GuestInfoGrid
          className="items-start"
          isWide={(group) => isWhatToBring(englishNameOf(group.category))}
          renderCard={(group) => <GuestInfoCard group={group} />}
        />
        <aside className="mt-16 flex flex-col items-center gap-5 rounded-2xl border border-border bg-secondary/60 px-6 py-10 text-center md:flex-row md:justify-between md:px-10 md:text-left dark:bg-secondary/30">
          <div className="flex flex-col items-center gap-4 md:flex-row">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <SpriteIcon id="key-round" className="size-5" />
            </span>
            <div>
              <p className="font-serif text-xl font-semibold text-foreground">
                {m.guestinfo_booking_title()}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{m.guestinfo_booking_text()}</p>
            </div>
          </div>
          <Button asChild size="lg" className="group">
            <Link href={paths.checkIn}>
              {m.guestinfo_booking_button()}
              <SpriteIcon id="arrow-right" className="transition-transform group-hover:translate-x-0.5" />
            </Link>
          </Button>
        </aside>
      </PageShell>
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GuestInfoPage.queries = GuestInfoGrid.queries;
