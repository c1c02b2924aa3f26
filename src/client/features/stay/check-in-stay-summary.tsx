import { formatStayDateWithZone } from '../../../shared/stay.js';
import { stayWelcome } from '../../../shared/text/guest-name.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import type { GuestStayAnswer } from './guest-access.js';

/** The greeting: the guest's name, the stay's dates and what unlocks when, in the chalet's zone. */
export function CheckInStaySummary({ stay, lockedCount }: { stay: GuestStayAnswer; lockedCount: number }) {
  if (!stay.checkInAt || !stay.checkOutAt) return null;
  const zone = stay.timeZone;
  return (
    <section
      aria-labelledby="stay-greeting"
      className="mb-8 rounded-2xl border border-accent/60 bg-card p-6 shadow-sm ring-1 ring-accent/30 md:p-8"
    >
      <h2 id="stay-greeting" className="font-serif text-2xl font-semibold text-foreground">
        {stayWelcome(stay.guestName)}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <SpriteIcon id="calendar-days" className="size-4" />
          Check-in
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateWithZone(stay.checkInAt, zone)}</dd>
        <dt className="flex items-center gap-2 text-muted-foreground">
          <SpriteIcon id="calendar-days" className="size-4" />
          Check-out
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateWithZone(stay.checkOutAt, zone)}</dd>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {lockedCount > 0 && stay.opensAt
          ? `The door code and WiFi details unlock on ${formatStayDateWithZone(stay.opensAt, zone)}. Directions and house rules are below now.`
          : 'Everything for your stay is unlocked. This page keeps working without mobile reception once opened.'}
        {stay.accessEndsAt
          ? ` Your code works until ${formatStayDateWithZone(stay.accessEndsAt, zone)}.`
          : ''}
      </p>
    </section>
  );
}
