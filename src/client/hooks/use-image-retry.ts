import { useCallback, useEffect, useRef, useState } from 'react';

export interface ImageCandidate {
  src: string;
  srcSet?: string;
}

export interface ImageRetryStep {
  /** Wait this long after the previous failure before trying. */
  delayMs: number;
  /** The next candidate; `now` is the time of the retry (for cache busting). Browser only. */
  build: (now: number) => ImageCandidate;
}

export type ImageRetryStatus = 'loading' | 'loaded' | 'failed';

export interface ImageRetryOptions {
  /** What the server renders and the first attempt loads (must not depend on the clock). */
  initial: ImageCandidate;
  retries: readonly ImageRetryStep[];
  /** Wait this long after the last failure before reporting 'failed'. */
  failDelayMs?: number;
  /** Called once each time the ladder ends in 'failed' (a log line, a toast). */
  onFailed?: () => void;
}

export interface ImageRetry {
  candidate: ImageCandidate;
  status: ImageRetryStatus;
  /** Attach to the <img>: it also catches a failure that happened before hydration. */
  ref: (element: HTMLImageElement | null) => void;
  onError: () => void;
  onLoad: () => void;
  /** Starts over from the first candidate (cache-busted by the caller's steps if needed). */
  restart: () => void;
}

/**
 * A retry ladder for one image: the initial candidate, then each retry after its delay, then 'failed'.
 * Starts over when the initial source changes.
 */
export function useImageRetry({
  initial,
  retries,
  failDelayMs = 0,
  onFailed,
}: ImageRetryOptions): ImageRetry {
  const key = `${initial.src}|${initial.srcSet ?? ''}`;
  const [state, setState] = useState<{
    key: string;
    attempt: number;
    candidate: ImageCandidate;
    status: ImageRetryStatus;
  }>(() => ({ key, attempt: 0, candidate: initial, status: 'loading' }));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const timerKey = useRef('');
  const retriesRef = useRef(retries);
  retriesRef.current = retries;
  const failDelayRef = useRef(failDelayMs);
  failDelayRef.current = failDelayMs;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;

  // A new image: start over (during render, so the old source never shows for the new image).
  let current = state;
  if (state.key !== key) {
    current = { key, attempt: 0, candidate: initial, status: 'loading' };
    setState(current);
  }

  const clearTimer = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  useEffect(() => clearTimer, [clearTimer]);

  useEffect(() => {
    if (current.status === 'failed') onFailedRef.current?.();
  }, [current.status]);

  const stateRef = useRef(current);
  stateRef.current = current;

  const onError = useCallback(() => {
    const prev = stateRef.current;
    if (prev.key !== key || prev.status === 'failed') return;
    // One pending retry per image; a timer left from a previous image is dropped.
    if (timer.current !== null && timerKey.current === key) return;
    clearTimer();
    timerKey.current = key;
    const step = retriesRef.current[prev.attempt];
    const attempt = prev.attempt;
    timer.current = setTimeout(
      () => {
        timer.current = null;
        setState((latest) => {
          if (latest.key !== key || latest.attempt !== attempt) return latest;
          return step
            ? { key, attempt: attempt + 1, candidate: step.build(Date.now()), status: 'loading' }
            : { ...latest, status: 'failed' };
        });
      },
      step ? step.delayMs : failDelayRef.current,
    );
  }, [key, clearTimer]);

  const onLoad = useCallback(() => {
    setState((prev) => (prev.key === key && prev.status !== 'loaded' ? { ...prev, status: 'loaded' } : prev));
  }, [key]);

  const restart = useCallback(() => {
    clearTimer();
    // The first URL would come back from the cache as broken: start at the first retry, right away.
    const first = retriesRef.current[0];
    setState(
      first
        ? { key, attempt: 1, candidate: first.build(Date.now()), status: 'loading' }
        : { key, attempt: 0, candidate: initial, status: 'loading' },
    );
  }, [key, initial, clearTimer]);

  const ref = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element?.complete) return;
      // Loaded or broken before React attached its listeners (server-rendered markup).
      if (element.naturalWidth > 0) onLoad();
      else if (element.getAttribute('src')) onError();
    },
    [onError, onLoad],
  );

  return { candidate: current.candidate, status: current.status, ref, onError, onLoad, restart };
}
