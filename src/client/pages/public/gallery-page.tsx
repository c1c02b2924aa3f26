import { PageShell } from '../../components/public/page-shell.js';
import { GallerySection } from '../../features/gallery/gallery-section.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** /gallery: every gallery image, filterable by category. */
export function GalleryPage() {
  return (
    <PublicLayout>
      <PageShell
        eyebrow="A glimpse of the chalet"
        title="Gallery"
        subtitle="The chalet, its rooms and the Kanimbla Valley around it. Select a photo to see it in full."
      >
        <GallerySection variant="page" />
      </PageShell>
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
GalleryPage.queries = GallerySection.queries;
