import type { ReactNode } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { isLockedInstruction } from '../../../shared/locked-instruction.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useClockPast } from '../../hooks/use-clock-past.js';
import { ArrivalCard } from './arrival-card.js';
import { CheckInInstructionGroup, CheckInLockedInstruction } from './check-in-instruction-group.js';
import { CheckInStaySummary } from './check-in-stay-summary.js';
import { guestAccessAt, type VerifiedGuestAccess } from './guest-access.js';
import { hostContactOf, useHostContact } from './host-contact.js';

/**
 * A verified code's page: the arrival card first (the greeting, the door code, WiFi: on a phone's first
 * screen, decision 0072), then the code box, `intro` (the page's own words) and the instructions. The
 * secrets sent ahead show from the unlock by this phone's clock, re-checked on a timer.
 */
export function CheckInStayView({
  result: answer,
  timeZone,
  onChangeCode,
  intro,
}: {
  result: VerifiedGuestAccess;
  timeZone: string;
  onChangeCode: () => void;
  intro?: ReactNode;
}) {
  const opensPast = useClockPast(answer.stay?.unlocked === false ? answer.stay.opensAt : null);
  const result = opensPast ? guestAccessAt(answer, Date.now()) : answer;
  const { stay, instructions } = result;
  const lockedCount = instructions.filter(isLockedInstruction).length;
  const unlocked = stay?.unlocked ?? lockedCount === 0;
  const siteHost = useHostContact();
  const arrival = stay?.arrival;
  const host = arrival ? hostContactOf(arrival.hostPhone, arrival.hostEmail) : siteHost;
  const card =
    stay && arrival ? (
      <ArrivalCard stay={stay} arrival={arrival} host={host} opensPast={opensPast} />
    ) : stay ? (
      <CheckInStaySummary stay={stay} lockedCount={lockedCount} />
    ) : null;
  return (
    <>
      {card}
      <div className="mb-10 flex flex-col items-center justify-between gap-4 rounded-2xl border border-border bg-secondary/60 px-5 py-4 sm:flex-row dark:bg-secondary/30">
        <div className="grid gap-1 text-center sm:text-left">
          <p className="flex items-center justify-center gap-2 text-sm font-medium text-foreground sm:justify-start">
            <SpriteIcon id="circle-check" className="size-5 text-primary" />
            {m.checkin_stay_verified()}
          </p>
          {result.offline ? (
            <p className="text-xs text-muted-foreground">{m.offline_stay_no_signal()}</p>
          ) : result.kept ? (
            <p className="text-xs text-muted-foreground">{m.offline_stay_kept()}</p>
          ) : null}
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onChangeCode}>
          <SpriteIcon id="log-out" />
          {m.checkin_stay_change_code()}
        </Button>
      </div>
      {intro}
      {instructions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          {m.checkin_stay_empty()}
        </p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          {instructions.map((instruction) =>
            isLockedInstruction(instruction) ? (
              <CheckInLockedInstruction
                key={instruction.id}
                instruction={instruction}
                timeZone={stay?.timeZone ?? timeZone}
              />
            ) : (
              <CheckInInstructionGroup key={instruction.id} instruction={instruction} unlocked={unlocked} />
            ),
          )}
        </div>
      )}
    </>
  );
}
