import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEFAULT_SORT_ORDER } from '../../../shared/constants.js';
import { type GuestInfoCategory, GuestInfoCategoryCreateSchema } from '../../../shared/schemas/guest-info.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { SortOrderField } from '../admin/sort-order-field.js';
import { TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateGuestInfoCategory, useUpdateGuestInfoCategory } from './admin-api.js';
import { submitFailedToast } from './admin-guest-info-parts.js';

type CategoryFormValues = z.input<typeof GuestInfoCategoryCreateSchema>;
type CategoryFormOutput = z.output<typeof GuestInfoCategoryCreateSchema>;

const EMPTY_CATEGORY: CategoryFormValues = { name: '', sortOrder: DEFAULT_SORT_ORDER };

function CategoryForm({ editing, onDone }: { editing: GuestInfoCategory | null; onDone: () => void }) {
  const { pending, save } = bindEntitySave(
    editing,
    useCreateGuestInfoCategory(),
    useUpdateGuestInfoCategory(),
  );
  const { form, formProps } = useEntityForm<CategoryFormValues, CategoryFormOutput>({
    resolver: zodResolver(GuestInfoCategoryCreateSchema),
    defaultValues: editing ? { name: editing.name, sortOrder: editing.sortOrder } : EMPTY_CATEGORY,
    onClose: onDone,
    pending,
    submit: (data, then) => {
      try {
        save({ name: data.name, sortOrder: Number(data.sortOrder) }, then);
      } catch {
        submitFailedToast();
      }
    },
  });

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Category' : 'Add Category'}>
      <TextField
        form={form}
        name="name"
        id="guest-info-category-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. House Rules"
      />
      <SortOrderField
        form={form}
        name="sortOrder"
        id="guest-info-category-order"
        hint="Lower numbers come first."
        min={0}
        inputClassName="sm:w-40"
      />
    </AdminForm>
  );
}

export function AdminGuestInfoCategoryFormDialog({
  open,
  editing,
  onClose,
}: AdminEditDialogProps<GuestInfoCategory>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? 'Change the name or position of this category.'
          : 'Categories group the guest information into cards on the website.'
      }
    >
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />
    </AdminFormDialog>
  );
}
