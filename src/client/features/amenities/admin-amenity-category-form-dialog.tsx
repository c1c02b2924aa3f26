import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { type Amenity, AmenityCreateSchema } from '../../../shared/schemas/amenities.js';
import { AMENITY_ICON_KEYS } from '../../../shared/text/icon-keys.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { IconSelectField } from '../admin/icon-select-field.js';
import { TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateAmenity, useUpdateAmenity } from './admin-api.js';
import { AmenityIcon } from './amenity-icon.js';

/** The icon keys offered by the form ('television' is only an alias of 'tv'). */
const ICON_OPTIONS = AMENITY_ICON_KEYS.filter((key) => key !== 'television');

const ICON_LABELS: Partial<Record<string, string>> = {
  'chef-hat': 'Chef hat',
  'book-open': 'Book',
  'shield-check': 'Safety',
  'first aid': 'First aid',
  tv: 'TV',
  wifi: 'Wi-Fi',
  pan: 'Cookware',
  face: 'Face',
  gamepad: 'Games',
};

function iconLabel(key: string): string {
  const label = ICON_LABELS[key];
  if (label) return label;
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

const CategoryFormSchema = AmenityCreateSchema.pick({ categoryName: true, categoryIcon: true });
type CategoryFormValues = z.input<typeof CategoryFormSchema>;
type CategoryFormOutput = z.output<typeof CategoryFormSchema>;

const EMPTY_CATEGORY: CategoryFormValues = { categoryName: '', categoryIcon: '' };

function CategoryForm({ editing, onDone }: { editing: Amenity | null; onDone: () => void }) {
  const { pending, save } = bindEntitySave(editing, useCreateAmenity(), useUpdateAmenity());
  const { form, errors, formProps } = useEntityForm<CategoryFormValues, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: editing
      ? { categoryName: editing.categoryName, categoryIcon: editing.categoryIcon }
      : EMPTY_CATEGORY,
    onClose: onDone,
    pending,
    submit: save,
  });

  // A stored icon outside the list (an older or hand-written key) stays selectable.
  const storedIcon = editing?.categoryIcon ?? '';
  const options: readonly string[] =
    storedIcon && !(ICON_OPTIONS as readonly string[]).includes(storedIcon)
      ? [storedIcon, ...ICON_OPTIONS]
      : ICON_OPTIONS;

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Category' : 'Add Category'}>
      <TextField
        form={form}
        name="categoryName"
        id="amenity-category-name"
        label="Category name"
        autoComplete="off"
        placeholder="e.g. Kitchen & Dining"
      />
      <IconSelectField
        control={form.control}
        name="categoryIcon"
        id="amenity-category-icon"
        label="Icon"
        hint="The picture shown on this category's card on the website."
        error={errors.categoryIcon?.message}
        options={options.map((key) => ({ value: key, label: iconLabel(key) }))}
        Icon={AmenityIcon}
        placeholder="Select an icon"
        contentClassName="max-h-72"
      />
    </AdminForm>
  );
}

export function AdminAmenityCategoryFormDialog({ open, editing, onClose }: AdminEditDialogProps<Amenity>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? 'Change the name or icon of this amenity category.'
          : 'Create an amenity category. You can add its items once it exists.'
      }
    >
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />
    </AdminFormDialog>
  );
}
