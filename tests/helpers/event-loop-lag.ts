/** The overload guard averages the event-loop delay over 1 s and is armed 2 s after start-up (decision 0020). */
export const OVERLOAD_ARMING_MS = 2_100;

/** Keeps the event loop lagging (busy for 250 ms at a time) for `ms`, as a storm of renders would. */
export async function lagFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const busyUntil = Date.now() + 250;
    while (Date.now() < busyUntil) {
      // busy: nothing else runs
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Keeps the event loop lagging until the returned function is called, while other work runs in the gaps:
 * the guard keeps shedding for as long as a test needs, whatever the machine's pace.
 */
export function keepLagging(): () => Promise<void> {
  let lagging = true;
  const done = (async () => {
    while (lagging) await lagFor(250);
  })();
  return async () => {
    lagging = false;
    await done;
  };
}
