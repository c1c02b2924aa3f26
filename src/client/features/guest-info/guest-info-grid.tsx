import type { ReactNode } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { SWIPE_ITEM, SwipeRow } from '../../components/layout/swipe-row.js';
import { SpinnerIcon } from '../../components/ui/spinner.js';
import { cn } from '../../lib/cn.js';
import { type GuestInfoGroup, publicGuestInfoQueries, usePublicGuestInfo } from './queries.js';

/** The category cards of the guest information, 1/2/3 columns, with its loading, error and empty states. */
export function GuestInfoGrid({
  renderCard,
  isWide,
  swipeOnPhone = false,
  className,
}: {
  renderCard: (group: GuestInfoGroup) => ReactNode;
  /**
   * Cards that span the whole row (an always-open card among collapsed ones); dense packing lets the
   * cards after it fill the row it leaves, so no column is left with a tall gap.
   */
  isWide?: (group: GuestInfoGroup) => boolean;
  /**
   * On a phone the cards swipe sideways, like the rooms (the home page's summary: issue 37, decision
   * 0063); from md up the same 2 or 3 columns as the grid.
   */
  swipeOnPhone?: boolean;
  className?: string;
}) {
  const { groups, isPending, isError } = usePublicGuestInfo();
  if (isError) {
    return (
      <p role="alert" className="py-12 text-center text-base text-destructive">
        {m.guestinfo_grid_error()}
      </p>
    );
  }
  if (isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-16" role="status">
        <SpinnerIcon className="size-8 text-primary" />
        <p className="text-sm text-muted-foreground">{m.guestinfo_grid_loading()}</p>
      </div>
    );
  }
  if (groups.length === 0) {
    return <p className="py-12 text-center text-base text-muted-foreground">{m.guestinfo_grid_empty()}</p>;
  }
  if (swipeOnPhone) {
    return (
      <SwipeRow
        label={m.guestinfo_swipe_label()}
        previousLabel={m.guestinfo_swipe_previous()}
        nextLabel={m.guestinfo_swipe_next()}
        wideClassName="sm:gap-4 md:gap-6"
        focusable
      >
        {groups.map((group) => (
          <li
            key={group.category.id}
            className={`${SWIPE_ITEM} sm:w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]`}
          >
            {renderCard(group)}
          </li>
        ))}
      </SwipeRow>
    );
  }
  return (
    <ul
      className={cn(
        'grid gap-4 md:gap-6 md:grid-cols-2 lg:grid-cols-3',
        isWide && 'grid-flow-row-dense',
        className,
      )}
    >
      {groups.map((group) => (
        <li key={group.category.id} className={isWide?.(group) ? 'md:col-span-2 lg:col-span-3' : undefined}>
          {renderCard(group)}
        </li>
      ))}
    </ul>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GuestInfoGrid.queries = publicGuestInfoQueries;
