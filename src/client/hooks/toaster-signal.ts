/**
 * Raised by the first `toast()`: the root then mounts the Toaster, whose code (and the toast store's)
 * pages that never show a toast do not download. Kept apart from the store for that reason.
 */
let needed = false;
const listeners = new Set<() => void>();

export const toasterSignal = {
  raise(): void {
    if (needed) return;
    needed = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isRaised: (): boolean => needed,
};
