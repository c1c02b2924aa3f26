import { AlertCircle, ImageIcon, Info, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { galleryCategoryLabel } from '../../../shared/text/gallery-category.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { useAdminGallery, useDeleteGalleryImage } from '../../features/gallery/admin-api.js';
import { AdminGalleryCard } from '../../features/gallery/admin-gallery-card.js';
import { AdminGalleryForm } from '../../features/gallery/admin-gallery-form.js';
import { AdminGalleryPhotoUpload } from '../../features/gallery/admin-gallery-photo-upload.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';

const ALL = 'all';

/** What each category does on the website (spec 2, 'Admin gallery'). */
const CATEGORY_GUIDE: readonly { category: string; text: string }[] = [
  {
    category: 'about-section',
    text: 'Feeds the About section on the home page: the first 3 images by sort order.',
  },
  {
    category: 'hero-section',
    text: 'The first image in this category is the large hero picture at the top of the home page.',
  },
  { category: 'interior', text: 'Inside the chalet: bedrooms, living areas, kitchen, bathroom and sauna.' },
  { category: 'exterior', text: 'The chalet from outside, the deck, fire pit, grounds and valley views.' },
  { category: 'attractions', text: 'Walks, lookouts and places to visit nearby in the Blue Mountains.' },
];

function CategoryGuide() {
  return (
    <Card className="mb-6 border-primary/15 bg-secondary/60 p-5 shadow-none sm:p-6">
      <div className="flex gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 className="font-sans text-sm font-semibold text-foreground">How categories are used</h2>
          <dl className="mt-3 grid gap-x-8 gap-y-3 text-sm md:grid-cols-2 xl:grid-cols-3">
            {CATEGORY_GUIDE.map((item) => (
              <div key={item.category} className="min-w-0">
                <dt className="font-medium text-foreground">{galleryCategoryLabel(item.category)}</dt>
                <dd className="mt-1 text-muted-foreground">{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}

function FilterChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        active
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
      )}
    >
      {label}
    </button>
  );
}

/** Manage Gallery (spec 2, 'Admin gallery'): photo upload, category guide, filter, add/edit form, image grid. */
export function AdminGalleryPage() {
  const { data, isPending, isError, error } = useAdminGallery();
  const remove = useDeleteGalleryImage();
  // The form is inline (not a dialog): `formOpen` shows it, `editing` is the image it edits.
  const dialogs = useEntityDialogs<GalleryImage>();
  const [filter, setFilter] = useState<string>(ALL);
  const images = data ?? [];

  /** The categories present, in order of first appearance (by sort order). */
  const categories = useMemo(() => {
    const seen: string[] = [];
    for (const image of data ?? []) {
      if (image.category && !seen.includes(image.category)) seen.push(image.category);
    }
    return seen;
  }, [data]);

  const chips = filter !== ALL && !categories.includes(filter) ? [...categories, filter] : categories;
  const visible = filter === ALL ? images : images.filter((image) => image.category === filter);
  const { formOpen, editing } = dialogs;

  return (
    <>
      <AdminPageHeader
        title="Manage Gallery"
        description="Photos shown in the website gallery, the hero and the About section."
        actions={
          <Button
            variant={formOpen ? 'outline' : 'default'}
            onClick={() => (formOpen ? dialogs.closeForm() : dialogs.openCreate())}
            aria-expanded={formOpen}
          >
            {formOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {formOpen ? 'Cancel' : 'Add Image'}
          </Button>
        }
      />

      <AdminGalleryPhotoUpload categories={categories} />

      <CategoryGuide />

      {formOpen ? (
        <AdminGalleryForm
          key={editing ? `edit-${editing.id}` : 'add'}
          editing={editing}
          categories={categories}
          onSaved={dialogs.closeForm}
          onCancel={dialogs.closeForm}
        />
      ) : null}

      {isPending ? (
        <AdminLoading label="Loading gallery images" className="py-20" />
      ) : isError ? (
        <Card role="alert" className="flex flex-col items-center gap-2 px-6 py-14 text-center">
          <AlertCircle aria-hidden="true" className="size-10 text-destructive" />
          <p className="font-medium text-foreground">Error loading gallery images</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        </Card>
      ) : (
        <section aria-labelledby="gallery-images-heading">
          <h2 id="gallery-images-heading" className="sr-only">
            Gallery images
          </h2>
          <div role="group" aria-label="Filter by category" className="mb-5 flex flex-wrap gap-2">
            <FilterChip label="All Images" active={filter === ALL} onClick={() => setFilter(ALL)} />
            {chips.map((category) => (
              <FilterChip
                key={category}
                label={galleryCategoryLabel(category)}
                active={filter === category}
                onClick={() => setFilter(category)}
              />
            ))}
          </div>

          {visible.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
                <ImageIcon aria-hidden="true" className="size-7" />
              </span>
              <p className="font-medium text-foreground">No images found</p>
              {filter !== ALL ? (
                <Button variant="outline" onClick={() => setFilter(ALL)}>
                  View all images
                </Button>
              ) : (
                <p className="max-w-sm text-sm text-muted-foreground">
                  Use “Choose photos” or “Add Image” to add the first photo of the chalet.
                </p>
              )}
            </Card>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {visible.length} {visible.length === 1 ? 'image' : 'images'}
                {filter !== ALL ? ` in ${galleryCategoryLabel(filter)}` : ''}
              </p>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((image) => (
                  <AdminGalleryCard
                    key={image.id}
                    image={image}
                    selected={formOpen && editing?.id === image.id}
                    onEdit={(target) => dialogs.openEdit(target)}
                    onDelete={(target) => dialogs.openDelete(target)}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        description="This will permanently delete this gallery image. This action cannot be undone."
        pending={remove.isPending}
        onDelete={(target) =>
          remove.mutateAsync(target.id).then(() => {
            if (formOpen && editing?.id === target.id) dialogs.closeForm();
          })
        }
      />
    </>
  );
}
