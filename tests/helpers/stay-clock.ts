export const HOUR = 3_600_000;
/** The stay of the check-in tests: 3 pm on Fri 4 Dec 2026 in Sydney (daylight time) ... */
export const CHECK_IN = new Date('2026-12-04T04:00:00Z');
/** ... to 11 am on Mon 7 Dec. */
export const CHECK_OUT = new Date('2026-12-07T00:00:00Z');
/** The stay window opens STAY_EARLY_HOURS (2) before the check-in ... */
export const OPENS_AT = new Date(CHECK_IN.getTime() - 2 * HOUR);
export const BEFORE_WINDOW = new Date(OPENS_AT.getTime() - 60_000);
/** ... and closes STAY_LATE_HOURS (1) after the check-out. */
export const AFTER_STAY = new Date(CHECK_OUT.getTime() + HOUR + 60_000);

/** A test app's clock that each test sets (`now` for the app's options): nothing sleeps. */
export function settableClock(start: Date | string) {
  let at = new Date(start);
  return {
    now: () => at,
    set: (to: Date | string) => {
      at = new Date(to);
    },
  };
}
