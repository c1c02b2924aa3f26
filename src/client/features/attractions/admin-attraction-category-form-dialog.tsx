import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEFAULT_ATTRACTION_CATEGORY_ICON } from '../../../shared/constants.js';
import { AttractionCategoryCreateSchema } from '../../../shared/schemas/attractions.js';
import { AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { IconSelectField } from '../admin/icon-select-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateAttractionCategory } from './admin-api.js';
import { AttractionCategoryIcon } from './admin-attraction-card.js';

/** The icon choices of the category form (spec 3); the stored default is 'map-pin'. */
const CATEGORY_ICON_OPTIONS = [
  { value: 'hiking', label: 'Hiking' },
  { value: 'dining', label: 'Dining' },
  { value: 'landmark', label: 'Landmark' },
  { value: 'activity', label: 'Activity' },
  { value: 'shopping', label: 'Shopping' },
  { value: DEFAULT_ATTRACTION_CATEGORY_ICON, label: 'Map pin' },
] as const;

const CategoryFormSchema = AttractionCategoryCreateSchema.pick({ name: true, description: true, icon: true });
type CategoryFormValues = z.input<typeof CategoryFormSchema>;
type CategoryFormOutput = z.output<typeof CategoryFormSchema>;

const EMPTY_CATEGORY: CategoryFormValues = {
  name: '',
  description: '',
  icon: DEFAULT_ATTRACTION_CATEGORY_ICON,
};

function CategoryForm({ nextSortOrder, onDone }: { nextSortOrder: number; onDone: () => void }) {
  const create = useCreateAttractionCategory();
  const { form, errors, formProps } = useEntityForm<CategoryFormValues, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: EMPTY_CATEGORY,
    onClose: onDone,
    pending: create.isPending,
    submit: (data, then) =>
      create.mutate({ ...data, image: null, sortOrder: nextSortOrder }, { onSuccess: then }),
  });

  return (
    <AdminForm {...formProps} submitLabel="Add Category">
      <TextField
        form={form}
        name="name"
        id="attraction-category-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. Walks & Hikes"
      />
      <TextareaField
        form={form}
        name="description"
        id="attraction-category-description"
        label="Description (optional)"
        rows={3}
        placeholder="A short line about this kind of attraction"
      />
      <IconSelectField
        control={form.control}
        name="icon"
        id="attraction-category-icon"
        label="Icon"
        error={errors.icon?.message}
        options={CATEGORY_ICON_OPTIONS}
        Icon={AttractionCategoryIcon}
        fallback={DEFAULT_ATTRACTION_CATEGORY_ICON}
      />
    </AdminForm>
  );
}

export function AdminAttractionCategoryFormDialog({
  open,
  nextSortOrder,
  onClose,
}: {
  open: boolean;
  nextSortOrder: number;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title="Add Category"
      description="Attractions are grouped by category on the website."
    >
      <CategoryForm nextSortOrder={nextSortOrder} onDone={onClose} />
    </AdminFormDialog>
  );
}
