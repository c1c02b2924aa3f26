import { Plus, Sofa } from 'lucide-react';
import type { Amenity } from '../../../shared/schemas/amenities.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { AdminAmenityCard } from '../../features/amenities/admin-amenity-card.js';
import { AdminAmenityCategoryFormDialog } from '../../features/amenities/admin-amenity-category-form-dialog.js';
import { AdminAmenityItemsFormDialog } from '../../features/amenities/admin-amenity-items-form-dialog.js';
import { useAdminAmenities, useDeleteAmenity } from '../../features/amenities/admin-api.js';

export function AdminAmenitiesPage() {
  const { data, isPending, isError, error, refetch, isRefetching } = useAdminAmenities();
  const remove = useDeleteAmenity();
  const dialogs = useEntityDialogs<Amenity>();
  // The items dialog edits one category's list: its own open/edit state.
  const itemsDialogs = useEntityDialogs<Amenity>();
  const amenities = data ?? [];

  return (
    <>
      <AdminPageHeader
        title="Spaces & Amenities"
        description="Group what the chalet offers into categories. Each category appears as a card in the Spaces & Amenities section of the website."
        actions={
          <Button onClick={() => dialogs.openCreate()}>
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading amenities" />
      ) : isError ? (
        <AdminLoadError
          title="Unable to load amenities"
          error={error}
          retrying={isRefetching}
          onRetry={() => refetch()}
        />
      ) : amenities.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Sofa aria-hidden="true" className="size-7" />
          </span>
          <p className="font-medium text-foreground">No amenities found</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add a category, such as Living Areas or Kitchen, then list its amenities.
          </p>
          <Button onClick={() => dialogs.openCreate()} className="mt-2">
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {amenities.map((amenity) => (
            <AdminAmenityCard
              key={amenity.id}
              amenity={amenity}
              onEdit={() => dialogs.openEdit(amenity)}
              onEditItems={() => itemsDialogs.openEdit(amenity)}
              onDelete={() => dialogs.openDelete(amenity)}
            />
          ))}
        </div>
      )}

      <AdminAmenityCategoryFormDialog {...dialogs.formDialog} />
      <AdminAmenityItemsFormDialog
        amenity={itemsDialogs.formOpen ? itemsDialogs.editing : null}
        onClose={itemsDialogs.closeForm}
      />

      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        description={(amenity) =>
          `This will permanently delete the "${amenity.categoryName}" category and all its items.`
        }
        pending={remove.isPending}
        onDelete={(amenity) => remove.mutateAsync(amenity.id)}
      />
    </>
  );
}
