import { m } from '../../../shared/i18n/locale.js';
import { PageShell } from '../../components/public/page-shell.js';
import { AttractionsSection } from '../../features/attractions/attractions-section.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** /attractions: every local attraction by category. */
export function AttractionsPage() {
  return (
    <PublicLayout>
      <PageShell
        eyebrow={m.attractions_eyebrow()}
        title={m.attractions_title()}
        subtitle={m.attractions_page_subtitle()}
      >
        <AttractionsSection variant="page" />
      </PageShell>
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AttractionsPage.queries = AttractionsSection.queries;
