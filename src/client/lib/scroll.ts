/** True when the visitor asked the system for less motion. Browser only (call from handlers/effects). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * Ends the first view's shortcut (decision 0022): deferred sections off screen skip style, layout and
 * paint (`content-visibility: auto` on `[data-hydrated]`) until this is called, on the visitor's first
 * scroll or jump to a section. Browser only.
 */
export function layOutWholePage(): void {
  document.documentElement.dataset.fullLayout = '';
}

/**
 * Scrolls to the element with this id (a home-page section): smoothly, unless the visitor prefers
 * reduced motion. The fixed header is accounted for by the sections' `scroll-margin-top`.
 * Returns false when there is no such element (e.g. not on the home page).
 */
export function scrollToSection(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const element = document.getElementById(id);
  if (!element) return false;
  // Sections off screen may not be laid out yet: the scroll would aim at their estimated heights.
  layOutWholePage();
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
