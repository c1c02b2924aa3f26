import { getLocale, m } from '../../../shared/i18n/locale.js';
import { formatStayDateIn } from '../../../shared/stay.js';
import { nameToGreet } from '../../../shared/text/guest-name.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import type { GuestStayAnswer } from './guest-access.js';

/** The greeting: the guest's name, the stay's dates and what unlocks when, in the chalet's zone. */
export function CheckInStaySummary({ stay, lockedCount }: { stay: GuestStayAnswer; lockedCount: number }) {
  if (!stay.checkInAt || !stay.checkOutAt) return null;
  const zone = stay.timeZone;
  const guestName = nameToGreet(stay.guestName);
  // Japanese and Chinese set sentences side by side without a space.
  const gap = getLocale() === 'ja' || getLocale() === 'zh' ? '' : ' ';
  return (
    <section
      aria-labelledby="stay-greeting"
      className="mb-8 rounded-2xl border border-accent/60 bg-card p-6 shadow-sm ring-1 ring-accent/30 md:p-8"
    >
      <h2 id="stay-greeting" className="font-serif text-2xl font-semibold text-foreground">
        {guestName ? m.checkin_welcome_name({ name: guestName }) : m.checkin_welcome()}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <SpriteIcon id="calendar-days" className="size-4" />
          {m.checkin_check_in()}
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateIn(stay.checkInAt, zone)}</dd>
        <dt className="flex items-center gap-2 text-muted-foreground">
          <SpriteIcon id="calendar-days" className="size-4" />
          {m.checkin_check_out()}
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateIn(stay.checkOutAt, zone)}</dd>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {lockedCount > 0 && stay.opensAt
          ? m.checkin_unlocks_on({ date: formatStayDateIn(stay.opensAt, zone) })
          : m.checkin_summary_all_unlocked()}
        {stay.accessEndsAt
          ? `${gap}${m.checkin_works_until({ date: formatStayDateIn(stay.accessEndsAt, zone) })}`
          : ''}
      </p>
    </section>
  );
}
