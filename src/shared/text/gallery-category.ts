/** What the owner and guests read for the gallery categories the site itself uses (stored as slugs). */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  'hero-section': 'Hero section',
  'about-section': 'About section',
  interior: 'Interior',
  exterior: 'Exterior',
  attractions: 'Attractions',
};

/**
 * A gallery category as people read it: 'about-section' → 'About section', 'local-walks' → 'Local walks'.
 * The stored value stays the slug; only what is shown changes.
 */
export function galleryCategoryLabel(category: string): string {
  const known = KNOWN_LABELS[category.trim().toLowerCase()];
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : category;
}
