import { PageShell } from '../../components/public/page-shell.js';
import { AttractionsSection } from '../../features/attractions/attractions-section.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** /attractions: every local attraction by category. */
export function AttractionsPage() {
  return (
    <PublicLayout>
      <PageShell
        eyebrow="Explore the Blue Mountains"
        title="Local Attractions"
        subtitle="Walks, lookouts, dining and adventures near the chalet. Choose a category to see what is nearby, with directions and links for planning your days."
      >
        <AttractionsSection variant="page" />
      </PageShell>
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AttractionsPage.queries = AttractionsSection.queries;
