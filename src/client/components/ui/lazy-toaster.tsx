import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterSignal } from '../../hooks/toaster-signal.js';

const Toaster = lazy(() => import('./toaster.js').then((m) => ({ default: m.Toaster })));

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
