import { Suspense, useSyncExternalStore } from 'react';
import { toasterSignal } from '../../hooks/toaster-signal.js';
import { lazyWithFallback } from '../../lib/lazy-page.js';

// Should its chunk fail twice, toasts are not shown (the page itself still says what happened).
const Toaster = lazyWithFallback(
  () => import('./toaster.js').then((m) => ({ default: m.Toaster })),
  () => null,
);

/**
 * Mounts the Toaster (Radix toast and its helpers) when the first toast is sent, so pages that never
 * show one do not download it; it stays mounted afterwards. The server never renders it (there are no
 * toasts during SSR).
 */
export function LazyToaster() {
  const show = useSyncExternalStore(toasterSignal.subscribe, toasterSignal.isRaised, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
