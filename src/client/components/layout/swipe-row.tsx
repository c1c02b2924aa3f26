import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.js';
import { SpriteIcon } from '../ui/sprite-icon.js';

/**
 * On phones a row of cards that swipes sideways (scroll snapping, the next card's edge in view); from
 * the `sm` breakpoint up, whatever layout `wideClassName` gives it. Keyboard users step with the two
 * buttons under the row (Tab into a card's own controls also scrolls it into view); screen readers walk
 * it as an ordinary list.
 *
 * `wideClassName` (gaps) and each item's width must carry only breakpoint-prefixed classes (`sm:…`), so they
 * never fight the phone classes here (public pages join classes without tailwind-merge).
 */
export function SwipeRow({
  label,
  previousLabel,
  nextLabel,
  wideClassName,
  wideAlign = 'center',
  focusable = false,
  children,
}: {
  /** The list's accessible name, e.g. 'Rooms and spaces'. */
  label: string;
  /** The step buttons' names in the page's language ('Show next room'). */
  previousLabel: string;
  nextLabel: string;
  wideClassName: string;
  /** Where a last, shorter row of the wide layout sits. */
  wideAlign?: 'center' | 'start';
  /**
   * The row itself takes focus (arrow keys scroll it): for cards without a control of their own, so a
   * keyboard can still reach the cards out of view (axe's scrollable-region-focusable).
   */
  focusable?: boolean;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const list = listRef.current;
    const first = list?.firstElementChild as HTMLElement | null;
    if (!list || !first) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * (first.offsetWidth + gap), behavior: 'smooth' });
  };
  return (
    <div>
      <ul
        ref={listRef}
        aria-label={label}
        tabIndex={focusable ? 0 : undefined}
        className={cn(
          // relative: the scroller contains its absolutely placed descendants (screen-reader-only text), so
          // they cannot widen the page beyond it.
          'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none]',
          'sm:mx-0 sm:snap-none sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0',
          wideAlign === 'center' && 'sm:justify-center',
          focusable && 'rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring',
          wideClassName,
        )}
      >
        {children}
      </ul>
      <div className="mt-4 flex justify-center gap-3 sm:hidden">
        <StepButton back label={previousLabel} onClick={() => step(-1)} />
        <StepButton label={nextLabel} onClick={() => step(1)} />
      </div>
    </div>
  );
}

function StepButton({ back, label, onClick }: { back?: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <SpriteIcon id="chevron-right" className={back ? 'size-5 rotate-180' : 'size-5'} />
    </button>
  );
}

/** Each card of a SwipeRow: most of a phone's width, snapping to its start. */
export const SWIPE_ITEM = 'w-[85%] shrink-0 snap-start';
