import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later instant is waited for in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

const isPast = (instant: number | null) => instant !== null && Date.now() >= instant;

/**
 * Whether the device's clock has reached `instant` (an ISO string; null never is), re-checked with a
 * timer so a page left open flips at that time, and again whenever the page is shown: a sleeping
 * phone may run timers late (decision 0072).
 */
export function useClockPast(instant: string | null | undefined): boolean {
  const at = instant ? Date.parse(instant) : Number.NaN;
  const target = Number.isNaN(at) ? null : at;
  const [past, setPast] = useState(() => isPast(target));
  useEffect(() => {
    const check = () => setPast(isPast(target));
    check();
    if (target === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const wait = target - Date.now();
      if (wait < 0) return;
      // A timer may fire a few milliseconds early: check, and wait again while not yet past.
      timer = setTimeout(
        () => {
          check();
          arm();
        },
        Math.min(wait + 50, MAX_TIMEOUT_MS),
      );
    };
    arm();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [target]);
  return past;
}
