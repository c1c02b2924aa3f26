import { FolderPlus, MapPin, Plus, Tags } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import {
  useAdminAttractionCategories,
  useAdminAttractions,
  useDeleteAttraction,
  useDeleteAttractionCategory,
} from '../../features/attractions/admin-api.js';
import { AdminAttractionCard } from '../../features/attractions/admin-attraction-card.js';
import { AdminAttractionCategoryFormDialog } from '../../features/attractions/admin-attraction-category-form-dialog.js';
import {
  AdminAttractionFilterChips,
  type AttractionFilter,
} from '../../features/attractions/admin-attraction-filter-chips.js';
import { AdminAttractionFormDialog } from '../../features/attractions/admin-attraction-form-dialog.js';
import { bySortOrder, byTitle } from '../../features/attractions/order.js';
import { toast } from '../../hooks/use-toast.js';

function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: typeof Tags;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="font-medium text-foreground">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <div className="mt-2">{action}</div>
    </Card>
  );
}

export function AdminAttractionsPage() {
  const categoriesQuery = useAdminAttractionCategories();
  const attractionsQuery = useAdminAttractions();
  const removeAttraction = useDeleteAttraction();
  const removeCategory = useDeleteAttractionCategory();
  const [filter, setFilter] = useState<AttractionFilter>('all');
  const attractionDialogs = useEntityDialogs<Attraction>();
  const categoryDialogs = useEntityDialogs<AttractionCategory>();

  const categories = [...(categoriesQuery.data ?? [])].sort(bySortOrder);
  const attractions = [...(attractionsQuery.data ?? [])].sort(byTitle);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  // A filter on a category that no longer exists shows everything.
  const activeFilter: AttractionFilter = filter !== 'all' && categoryById.has(filter) ? filter : 'all';
  const visible =
    activeFilter === 'all' ? attractions : attractions.filter((a) => a.categoryId === activeFilter);
  const nextSortOrder = categories.reduce((max, c) => Math.max(max, c.sortOrder), -1) + 1;

  const isPending = categoriesQuery.isPending || attractionsQuery.isPending;
  const loadError = categoriesQuery.error ?? attractionsQuery.error;
  const refetching = categoriesQuery.isRefetching || attractionsQuery.isRefetching;

  const openAddCategory = () => categoryDialogs.openCreate();
  const openAddAttraction = () => {
    if (categories.length === 0) {
      toast({ title: 'Warning', description: 'Please create a category first before adding attractions.' });
      categoryDialogs.openCreate();
      return;
    }
    attractionDialogs.openCreate();
  };

  const deleteCategory = async (category: AttractionCategory) => {
    await removeCategory.mutateAsync(category.id);
    setFilter('all');
  };

  const filterName = activeFilter === 'all' ? null : (categoryById.get(activeFilter)?.name ?? null);

  return (
    <>
      {/* Kept out of search engines (spec 2); React 19 hoists this into <head>. */}
      <meta name="robots" content="noindex" />

      <AdminPageHeader
        title="Local Attractions"
        description="Places and activities near the chalet, grouped by category, as shown in the Local Attractions section of the website."
        actions={
          <>
            <Button variant="outline" onClick={openAddCategory}>
              <FolderPlus aria-hidden="true" />
              Add Category
            </Button>
            <Button onClick={openAddAttraction} disabled={isPending || loadError !== null}>
              <Plus aria-hidden="true" />
              Add Attraction
            </Button>
          </>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading attractions" />
      ) : loadError ? (
        <AdminLoadError
          title="Failed to fetch attractions"
          error={loadError}
          retrying={refetching}
          onRetry={() => {
            void categoriesQuery.refetch();
            void attractionsQuery.refetch();
          }}
        />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="No Categories Found"
          text="Attractions belong to a category, such as Walks & Hikes or Dining. Create one to get started."
          action={
            <Button onClick={openAddCategory}>
              <FolderPlus aria-hidden="true" />
              Add Category
            </Button>
          }
        />
      ) : (
        <>
          <AdminAttractionFilterChips
            categories={categories}
            attractions={attractions}
            filter={activeFilter}
            onFilter={setFilter}
            onDeleteCategory={(category) => categoryDialogs.openDelete(category)}
          />
          {visible.length === 0 ? (
            <EmptyState
              icon={MapPin}
              title="No Attractions Found"
              text={
                filterName
                  ? `There are no attractions in "${filterName}" yet.`
                  : 'Add the first place or activity near the chalet.'
              }
              action={
                <Button onClick={openAddAttraction}>
                  <Plus aria-hidden="true" />
                  Add Attraction
                </Button>
              }
            />
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {visible.length} {visible.length === 1 ? 'attraction' : 'attractions'}
                {filterName ? ` in ${filterName}` : ''}
              </p>
              <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
                {visible.map((attraction) => (
                  <AdminAttractionCard
                    key={attraction.id}
                    attraction={attraction}
                    category={categoryById.get(attraction.categoryId)}
                    onEdit={() => attractionDialogs.openEdit(attraction)}
                    onDelete={() => attractionDialogs.openDelete(attraction)}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}

      <AdminAttractionCategoryFormDialog
        open={categoryDialogs.formOpen}
        nextSortOrder={nextSortOrder}
        onClose={categoryDialogs.closeForm}
      />
      <AdminAttractionFormDialog
        {...attractionDialogs.formDialog}
        categories={categories}
        defaultCategoryId={activeFilter === 'all' ? null : activeFilter}
      />

      <AdminDeleteDialog
        {...attractionDialogs.deleteDialog}
        description={(attraction) => `This will permanently delete the attraction "${attraction.title}".`}
        pending={removeAttraction.isPending}
        onDelete={(attraction) => removeAttraction.mutateAsync(attraction.id)}
      />
      <AdminDeleteDialog
        {...categoryDialogs.deleteDialog}
        description={(category) =>
          `This will permanently delete the "${category.name}" category and all its attractions.`
        }
        pending={removeCategory.isPending}
        onDelete={deleteCategory}
      />
    </>
  );
}
