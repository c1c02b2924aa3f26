import { useCallback, useRef } from 'react';

/**
 * Focus return for dialogs and inline forms opened without a Radix Trigger (from a card's Edit button
 * or a 'Room actions' menu item): Radix returns focus only to its own Trigger, so without this focus
 * would fall back to the page body. `remember()` when opening (defaults to the focused element),
 * `restore()` when closing; an element that left the page (e.g. a deleted card) is skipped.
 */
export function useReturnFocus() {
  const elementRef = useRef<HTMLElement | null>(null);

  const remember = useCallback((element?: HTMLElement | null) => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    elementRef.current = element ?? (active instanceof HTMLElement ? active : null);
  }, []);

  const restore = useCallback(() => {
    const element = elementRef.current;
    elementRef.current = null;
    if (!element) return;
    // After the dialog has unmounted and Radix has finished its own close handling.
    setTimeout(() => {
      if (element.isConnected) element.focus({ preventScroll: false });
    }, 0);
  }, []);

  return { remember, restore };
}
