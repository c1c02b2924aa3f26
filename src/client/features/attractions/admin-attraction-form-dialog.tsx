import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Attraction,
  type AttractionCategory,
  AttractionFormSchema,
  detailRowsToDetails,
} from '../../../shared/schemas/attractions.js';
import { toast } from '../../hooks/use-toast.js';
import { type AdminCategorizedEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { CategorySelectField } from '../admin/category-select-field.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateAttraction, useUpdateAttraction } from './admin-api.js';
import { AttractionCategoryIcon } from './admin-attraction-card.js';
import { AttractionDetailChipsEditor } from './admin-detail-chips-editor.js';
import { detailsToRows } from './details.js';

const IMAGE_REQUIRED_TITLE = 'Image Required';
const IMAGE_REQUIRED_MESSAGE = 'Please upload an image for the attraction';

type AttractionFormValues = z.input<typeof AttractionFormSchema>;
type AttractionFormOutput = z.output<typeof AttractionFormSchema>;

const EMPTY_ATTRACTION: AttractionFormValues = {
  title: '',
  categoryId: '',
  description: '',
  image: '',
  imageAlt: '',
  distance: '',
  address: '',
  websiteUrl: '',
  detailRows: [],
};

function toFormValues(attraction: Attraction): AttractionFormValues {
  return {
    title: attraction.title,
    categoryId: String(attraction.categoryId),
    description: attraction.description,
    image: attraction.image ?? '',
    imageAlt: attraction.imageAlt ?? '',
    distance: attraction.distance ?? '',
    address: attraction.address ?? '',
    websiteUrl: attraction.websiteUrl ?? '',
    detailRows: detailsToRows(attraction.details),
  };
}

function imageRequiredToast() {
  toast({ variant: 'destructive', title: IMAGE_REQUIRED_TITLE, description: IMAGE_REQUIRED_MESSAGE });
}

function AttractionForm({
  editing,
  categories,
  defaultCategoryId,
  onDone,
}: {
  editing: Attraction | null;
  categories: AttractionCategory[];
  defaultCategoryId: number | null;
  onDone: () => void;
}) {
  const { pending, save } = bindEntitySave(editing, useCreateAttraction(), useUpdateAttraction());
  const { form, errors, setUploading, formProps } = useEntityForm<AttractionFormValues, AttractionFormOutput>(
    {
      resolver: zodResolver(AttractionFormSchema),
      defaultValues: editing
        ? toFormValues(editing)
        : { ...EMPTY_ATTRACTION, categoryId: defaultCategoryId === null ? '' : String(defaultCategoryId) },
      onClose: onDone,
      pending,
      submit: (data, then) => {
        // An image is required on create and on update.
        if (!data.image.trim()) {
          imageRequiredToast();
          return;
        }
        const { detailRows, ...fields } = data;
        save({ ...fields, details: JSON.stringify(detailRowsToDetails(detailRows)) }, then);
      },
      onInvalid: (invalid: FieldErrors<AttractionFormValues>) => {
        if (invalid.image && !String(form.getValues('image') ?? '').trim()) imageRequiredToast();
      },
    },
  );

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Attraction' : 'Add Attraction'}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="title"
          id="attraction-title"
          label="Title"
          autoComplete="off"
          placeholder="e.g. Three Sisters Lookout"
        />
        <CategorySelectField
          control={form.control}
          name="categoryId"
          id="attraction-category"
          error={errors.categoryId?.message}
          categories={categories}
          Icon={AttractionCategoryIcon}
        />
      </div>
      <TextareaField
        form={form}
        name="description"
        id="attraction-description"
        label="Description"
        rows={4}
      />
      <ImageField
        control={form.control}
        name="image"
        id="attraction-image"
        label="Image"
        entity="attraction"
        onUploadingChange={setUploading}
        previewAlt="Attraction image preview"
        error={errors.image?.message}
        disabled={pending}
      />
      <TextField
        form={form}
        name="imageAlt"
        id="attraction-image-alt"
        label="Image alt text"
        hint="What the picture shows, for guests using a screen reader, e.g. Sandstone cliffs at sunset."
        autoComplete="off"
      />
      <AttractionDetailChipsEditor
        control={form.control}
        register={form.register}
        errors={errors}
        disabled={pending}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="distance"
          id="attraction-distance"
          label="Distance (optional)"
          autoComplete="off"
          placeholder="e.g. 25 min drive"
        />
        <TextField
          form={form}
          name="address"
          id="attraction-address"
          label="Address (optional)"
          autoComplete="off"
          placeholder="Used for the 'Get directions' link"
        />
      </div>
      <TextField
        form={form}
        name="websiteUrl"
        id="attraction-website"
        label="Website URL (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
    </AdminForm>
  );
}

export function AdminAttractionFormDialog({
  open,
  editing,
  categories,
  defaultCategoryId,
  onClose,
}: AdminCategorizedEditDialogProps<Attraction, AttractionCategory>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Attraction' : 'Add Attraction'}
      description={
        editing ? 'Change the details of this attraction.' : 'Add a place or activity near the chalet.'
      }
      className="sm:max-w-2xl"
    >
      <AttractionForm
        key={editing?.id ?? 'new'}
        editing={editing}
        categories={categories}
        defaultCategoryId={defaultCategoryId}
        onDone={onClose}
      />
    </AdminFormDialog>
  );
}
