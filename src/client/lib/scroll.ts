/** True when the visitor asked the system for less motion. Browser only (call from handlers/effects). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
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
  // Sections off screen are not laid out (content-visibility, decision 0022): lay them all out first,
  // or the scroll would aim at their estimated heights.
  document.documentElement.dataset.fullLayout = '';
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
