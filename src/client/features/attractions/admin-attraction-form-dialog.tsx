import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Attraction,
  type AttractionCategory,
  AttractionFormSchema,
  detailRowsToDetails,
} from '../../../shared/schemas/attractions.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../hooks/use-toast.js';
import { type AdminCategorizedEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { CategorySelectField } from '../admin/category-select-field.js';
import { ImageField } from '../admin/image-field.js';
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
  const create = useCreateAttraction();
  const update = useUpdateAttraction();
  const [uploading, setUploading] = useState(false);
  const form = useForm<AttractionFormValues, unknown, AttractionFormOutput>({
    resolver: zodResolver(AttractionFormSchema),
    defaultValues: editing
      ? toFormValues(editing)
      : { ...EMPTY_ATTRACTION, categoryId: defaultCategoryId === null ? '' : String(defaultCategoryId) },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const done = () => {
    form.reset(EMPTY_ATTRACTION);
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<AttractionFormValues>) => {
    if (invalid.image && !String(form.getValues('image') ?? '').trim()) imageRequiredToast();
  };

  const onSubmit = form.handleSubmit((data) => {
    // An image is required on create and on update.
    if (!data.image.trim()) {
      imageRequiredToast();
      return;
    }
    const { detailRows, ...fields } = data;
    const payload = { ...fields, details: JSON.stringify(detailRowsToDetails(detailRows)) };
    if (editing) update.mutate({ id: editing.id, data: payload }, { onSuccess: done });
    else create.mutate(payload, { onSuccess: done });
  }, onInvalid);

  return (
    <AdminForm
      onSubmit={onSubmit}
      onCancel={done}
      pending={pending}
      submitDisabled={uploading}
      submitLabel={editing ? 'Update Attraction' : 'Add Attraction'}
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Title" htmlFor="attraction-title" error={errors.title?.message}>
          <Input
            id="attraction-title"
            autoComplete="off"
            placeholder="e.g. Three Sisters Lookout"
            {...form.register('title')}
          />
        </FormField>
        <CategorySelectField
          control={form.control}
          name="categoryId"
          id="attraction-category"
          error={errors.categoryId?.message}
          categories={categories}
          Icon={AttractionCategoryIcon}
        />
      </div>
      <FormField label="Description" htmlFor="attraction-description" error={errors.description?.message}>
        <Textarea id="attraction-description" rows={4} {...form.register('description')} />
      </FormField>
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
      <FormField
        label="Image alt text"
        htmlFor="attraction-image-alt"
        hint="What the picture shows, for guests using a screen reader, e.g. Sandstone cliffs at sunset."
        error={errors.imageAlt?.message}
      >
        <Input id="attraction-image-alt" autoComplete="off" {...form.register('imageAlt')} />
      </FormField>
      <AttractionDetailChipsEditor
        control={form.control}
        register={form.register}
        errors={errors}
        disabled={pending}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Distance (optional)" htmlFor="attraction-distance" error={errors.distance?.message}>
          <Input
            id="attraction-distance"
            autoComplete="off"
            placeholder="e.g. 25 min drive"
            {...form.register('distance')}
          />
        </FormField>
        <FormField label="Address (optional)" htmlFor="attraction-address" error={errors.address?.message}>
          <Input
            id="attraction-address"
            autoComplete="off"
            placeholder="Used for the 'Get directions' link"
            {...form.register('address')}
          />
        </FormField>
      </div>
      <FormField
        label="Website URL (optional)"
        htmlFor="attraction-website"
        error={errors.websiteUrl?.message}
      >
        <Input
          id="attraction-website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...form.register('websiteUrl')}
        />
      </FormField>
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
