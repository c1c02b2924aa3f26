import { m } from '../../../shared/i18n/locale.js';
import { PageShell } from '../../components/public/page-shell.js';
import { GallerySection } from '../../features/gallery/gallery-section.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** /gallery: every gallery image, filterable by category. */
export function GalleryPage() {
  return (
    <PublicLayout>
      <PageShell eyebrow={m.gallery_eyebrow()} title={m.gallery_title()} subtitle={m.gallery_page_subtitle()}>
        <GallerySection variant="page" />
      </PageShell>
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GalleryPage.queries = GallerySection.queries;
