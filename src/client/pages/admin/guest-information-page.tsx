import { Eye, FolderOpen, Rows3 } from 'lucide-react';
import { useState } from 'react';
import type { GuestInfoCategory, GuestInfoItem } from '../../../shared/schemas/guest-info.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import {
  useAdminGuestInfoCategories,
  useAdminGuestInfoItems,
  useDeleteGuestInfoCategory,
  useDeleteGuestInfoItem,
} from '../../features/guest-info/admin-api.js';
import { AdminGuestInfoCategoryFormDialog } from '../../features/guest-info/admin-guest-info-category-form-dialog.js';
import { AdminGuestInfoItemFormDialog } from '../../features/guest-info/admin-guest-info-item-form-dialog.js';
import {
  bySortOrder,
  NO_CATEGORY_MESSAGE,
  TabCount,
} from '../../features/guest-info/admin-guest-info-parts.js';
import {
  AdminGuestInfoCategoriesTab,
  AdminGuestInfoItemsTab,
  AdminGuestInfoPreviewTab,
} from '../../features/guest-info/admin-guest-info-tabs.js';
import { toast } from '../../hooks/use-toast.js';

export function AdminGuestInformationPage() {
  const categoriesQuery = useAdminGuestInfoCategories();
  const itemsQuery = useAdminGuestInfoItems();
  const removeCategory = useDeleteGuestInfoCategory();
  const removeItem = useDeleteGuestInfoItem();
  const [tab, setTab] = useState('categories');
  const categoryDialogs = useEntityDialogs<GuestInfoCategory>();
  const itemDialogs = useEntityDialogs<GuestInfoItem>();
  const [itemDefaultCategory, setItemDefaultCategory] = useState<number | null>(null);

  const categories = [...(categoriesQuery.data ?? [])].sort(bySortOrder);
  const allItems = itemsQuery.data ?? [];
  const itemsByCategory = new Map<number, GuestInfoItem[]>();
  for (const item of allItems) {
    const list = itemsByCategory.get(item.categoryId) ?? [];
    list.push(item);
    itemsByCategory.set(item.categoryId, list);
  }
  for (const list of itemsByCategory.values()) list.sort(bySortOrder);
  const itemsOf = (id: number) => itemsByCategory.get(id) ?? [];
  const countOf = (id: number) => itemsOf(id).length;
  const previewGroups = categories
    .map((category) => ({ category, items: itemsOf(category.id) }))
    .filter((group) => group.items.length > 0);
  const totalItems = categories.reduce((sum, category) => sum + countOf(category.id), 0);

  const isPending = categoriesQuery.isPending || itemsQuery.isPending;
  const loadError = categoriesQuery.error ?? itemsQuery.error;
  const refetching = categoriesQuery.isRefetching || itemsQuery.isRefetching;

  const openAddItem = (categoryId: number | null) => {
    if (categories.length === 0) {
      toast({ variant: 'destructive', title: NO_CATEGORY_MESSAGE });
      return;
    }
    setItemDefaultCategory(categoryId);
    itemDialogs.openCreate();
  };

  return (
    <>
      <AdminPageHeader
        title="Guest Information"
        description="The practical information guests read before and during their stay, grouped into categories."
      />

      {isPending ? (
        <AdminLoading label="Loading guest information" />
      ) : loadError ? (
        <AdminLoadError
          title="Unable to load guest information"
          error={loadError}
          retrying={refetching}
          onRetry={() => {
            void categoriesQuery.refetch();
            void itemsQuery.refetch();
          }}
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="categories">
              <FolderOpen aria-hidden="true" className="max-sm:hidden" />
              Categories
              <TabCount value={categories.length} />
            </TabsTrigger>
            <TabsTrigger value="items">
              <Rows3 aria-hidden="true" className="max-sm:hidden" />
              Items
              <TabCount value={totalItems} />
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden="true" className="max-sm:hidden" />
              Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="categories">
            <AdminGuestInfoCategoriesTab
              categories={categories}
              countOf={countOf}
              onAdd={() => categoryDialogs.openCreate()}
              onEdit={(category) => categoryDialogs.openEdit(category)}
              onDelete={(category) => categoryDialogs.openDelete(category)}
            />
          </TabsContent>
          <TabsContent value="items">
            <AdminGuestInfoItemsTab
              categories={categories}
              itemsOf={itemsOf}
              totalItems={totalItems}
              onAdd={openAddItem}
              onEdit={(item) => itemDialogs.openEdit(item)}
              onDelete={(item) => itemDialogs.openDelete(item)}
            />
          </TabsContent>
          <TabsContent value="preview">
            <AdminGuestInfoPreviewTab groups={previewGroups} />
          </TabsContent>
        </Tabs>
      )}

      <AdminGuestInfoCategoryFormDialog {...categoryDialogs.formDialog} />
      <AdminGuestInfoItemFormDialog
        {...itemDialogs.formDialog}
        categories={categories}
        defaultCategoryId={itemDefaultCategory}
      />

      <AdminDeleteDialog
        {...categoryDialogs.deleteDialog}
        description={(category) =>
          `This will permanently delete the "${category.name}" category and all ${countOf(category.id)} items in it. This action cannot be undone.`
        }
        pending={removeCategory.isPending}
        onDelete={(category) => removeCategory.mutateAsync(category.id)}
      />
      <AdminDeleteDialog
        {...itemDialogs.deleteDialog}
        description="This will permanently delete this item. This action cannot be undone."
        pending={removeItem.isPending}
        onDelete={(item) => removeItem.mutateAsync(item.id)}
      />
    </>
  );
}
