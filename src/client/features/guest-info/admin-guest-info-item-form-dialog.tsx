import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_GUEST_INFO_ICON, DEFAULT_SORT_ORDER } from '../../../shared/constants.js';
import {
  type GuestInfoCategory,
  type GuestInfoItem,
  GuestInfoItemCreateSchema,
} from '../../../shared/schemas/guest-info.js';
import { GUEST_INFO_ICON_CHOICES } from '../../../shared/text/icon-keys.js';
import { FormField } from '../../components/ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { toast } from '../../hooks/use-toast.js';
import { type AdminCategorizedEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { CategorySelectField } from '../admin/category-select-field.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { RichTextPreview } from '../admin/rich-text-preview.js';
import { SortOrderField } from '../admin/sort-order-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateGuestInfoItem, useUpdateGuestInfoItem } from './admin-api.js';
import { ItemIcon, iconLabel, submitFailedToast, VALIDATION_ERROR_TITLE } from './admin-guest-info-parts.js';

type ItemFormValues = z.input<typeof GuestInfoItemCreateSchema>;
type ItemFormOutput = z.output<typeof GuestInfoItemCreateSchema>;

const EMPTY_ITEM: ItemFormValues = {
  categoryId: '',
  title: '',
  description: '',
  icon: DEFAULT_GUEST_INFO_ICON,
  sortOrder: DEFAULT_SORT_ORDER,
};

const ITEM_FIELD_ORDER = ['categoryId', 'title', 'description', 'icon', 'sortOrder'] as const;

function firstErrorMessage(errors: FieldErrors<ItemFormValues>): string {
  for (const name of ITEM_FIELD_ORDER) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Please check the form.';
}

function validationToast(description: string) {
  toast({ variant: 'destructive', title: VALIDATION_ERROR_TITLE, description });
}

function ItemForm({
  editing,
  categories,
  defaultCategoryId,
  onDone,
}: {
  editing: GuestInfoItem | null;
  categories: GuestInfoCategory[];
  defaultCategoryId: number | null;
  onDone: () => void;
}) {
  const { pending, save } = bindEntitySave(editing, useCreateGuestInfoItem(), useUpdateGuestInfoItem());
  const { form, errors, formProps } = useEntityForm<ItemFormValues, ItemFormOutput>({
    resolver: zodResolver(GuestInfoItemCreateSchema),
    defaultValues: editing
      ? {
          categoryId: String(editing.categoryId),
          title: editing.title,
          description: editing.description,
          icon: editing.icon || DEFAULT_GUEST_INFO_ICON,
          sortOrder: editing.sortOrder,
        }
      : { ...EMPTY_ITEM, categoryId: defaultCategoryId === null ? '' : String(defaultCategoryId) },
    onClose: onDone,
    pending,
    submit: (data, then) => {
      try {
        // Checked again right before the request (spec 5).
        const categoryId = Number(data.categoryId);
        const title = data.title.trim();
        const description = data.description.trim();
        if (!Number.isInteger(categoryId) || categoryId <= 0)
          return validationToast('Please select a category');
        if (!title) return validationToast('Please enter a title');
        if (!description) return validationToast('Please enter a description');
        const payload = {
          categoryId,
          title,
          description,
          icon: data.icon || DEFAULT_GUEST_INFO_ICON,
          sortOrder: Number(data.sortOrder),
        };
        save(payload, then);
      } catch {
        submitFailedToast();
      }
    },
    onInvalid: (invalid) => validationToast(firstErrorMessage(invalid)),
  });

  // A stored icon outside the choices (an older or hand-written name) stays selectable.
  const storedIcon = editing?.icon ?? '';
  const iconOptions: readonly string[] =
    storedIcon && !(GUEST_INFO_ICON_CHOICES as readonly string[]).includes(storedIcon)
      ? [storedIcon, ...GUEST_INFO_ICON_CHOICES]
      : GUEST_INFO_ICON_CHOICES;

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Item' : 'Add Item'}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <CategorySelectField
          control={form.control}
          name="categoryId"
          id="guest-info-item-category"
          error={errors.categoryId?.message}
          categories={categories}
        />
        <FormField label="Icon" htmlFor="guest-info-item-icon" error={errors.icon?.message}>
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => (
              <Select value={field.value || DEFAULT_GUEST_INFO_ICON} onValueChange={field.onChange}>
                <SelectTrigger id="guest-info-item-icon" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-72">
                  {iconOptions.map((key) => (
                    <SelectItem key={key} value={key}>
                      <span className="flex min-w-0 items-center gap-2">
                        <ItemIcon icon={key} className="size-4 text-primary" />
                        <span className="truncate">{iconLabel(key)}</span>
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <TextField
        form={form}
        name="title"
        id="guest-info-item-title"
        label="Title"
        autoComplete="off"
        placeholder="e.g. Check-in time"
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextareaField
          form={form}
          name="description"
          id="guest-info-item-description"
          label="Description"
          hint="Start a line with * or - to make a bullet point. Web addresses become links."
          rows={6}
        />
        <RichTextPreview id="guest-info-item-preview" text={form.watch('description')} />
      </div>
      <SortOrderField
        form={form}
        name="sortOrder"
        id="guest-info-item-order"
        hint="Lower numbers come first within the category."
        min={0}
        inputClassName="sm:w-40"
      />
    </AdminForm>
  );
}

export function AdminGuestInfoItemFormDialog({
  open,
  editing,
  categories,
  defaultCategoryId,
  onClose,
}: AdminCategorizedEditDialogProps<GuestInfoItem, GuestInfoCategory>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Item' : 'Add Item'}
      description={
        editing ? 'Change this piece of guest information.' : 'Add a piece of information for guests.'
      }
      className="sm:max-w-2xl"
    >
      <ItemForm
        key={editing?.id ?? `new-${defaultCategoryId ?? ''}`}
        editing={editing}
        categories={categories}
        defaultCategoryId={defaultCategoryId}
        onDone={onClose}
      />
    </AdminFormDialog>
  );
}
