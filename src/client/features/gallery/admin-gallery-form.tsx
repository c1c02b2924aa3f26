import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { galleryCategoryLabel } from '../../../shared/text/gallery-category.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { FormField } from '../../components/ui/form-field.js';
import { Label } from '../../components/ui/label.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.js';
import { AdminCardTitle } from '../admin/admin-card-heading.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { SortOrderField } from '../admin/sort-order-field.js';
import { TextField } from '../admin/text-field.js';
import { useCreateGalleryImage, useUpdateGalleryImage } from './admin-api.js';
import {
  type AdminGalleryFormInput,
  type AdminGalleryFormOutput,
  AdminGalleryFormSchema,
  GALLERY_CATEGORIES,
  NEW_CATEGORY,
} from './admin-gallery-schema.js';

const EMPTY_FORM: AdminGalleryFormInput = {
  title: '',
  src: '',
  alt: '',
  category: '',
  newCategory: '',
  isFeatured: false,
  sortOrder: '0',
};

function toFormValues(image: GalleryImage): AdminGalleryFormInput {
  return {
    title: image.title,
    src: image.src,
    alt: image.alt ?? '',
    category: image.category ?? '',
    newCategory: '',
    isFeatured: image.isFeatured,
    sortOrder: String(image.sortOrder),
  };
}

export interface AdminGalleryFormProps {
  /** The image being edited; null to add a new one. */
  editing: GalleryImage | null;
  /** Categories in use, offered in the select after the standard ones. */
  categories: readonly string[];
  /** Called after a successful save. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The add/edit form of the gallery admin (spec 4, 'Gallery form'): shown above the grid, prefilled when
 * editing. Remount it (a `key`) to switch between images.
 */
export function AdminGalleryForm({ editing, categories, onSaved, onCancel }: AdminGalleryFormProps) {
  const { pending, save } = bindEntitySave(editing, useCreateGalleryImage(), useUpdateGalleryImage());
  const [uploading, setUploading] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const form = useForm<AdminGalleryFormInput, unknown, AdminGalleryFormOutput>({
    resolver: zodResolver(AdminGalleryFormSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY_FORM,
  });
  const { errors } = form.formState;
  const category = form.watch('category');
  const idPrefix = editing ? `gallery-edit-${editing.id}` : 'gallery-new';

  const options = [
    ...GALLERY_CATEGORIES,
    ...categories.filter((c) => !(GALLERY_CATEGORIES as readonly string[]).includes(c)),
  ];
  // An edited image whose category is not among the options keeps it selectable.
  const current = editing?.category;
  if (current && !options.includes(current)) options.push(current);

  /** Set when "+ New category…" is chosen: the list's closing focuses the new field (see SelectContent). */
  const focusNewCategoryOnClose = useRef(false);

  // Bring the form into view and start at the title when it opens (from the header or a card's Edit).
  useEffect(() => {
    rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('title');
  }, [form]);

  const onSubmit = form.handleSubmit((data) => {
    save(data, onSaved);
  });

  return (
    <Card ref={rootRef} className="mb-6 scroll-mt-24 overflow-hidden">
      <div className="border-b border-border bg-muted/40 px-5 py-4 sm:px-6">
        <AdminCardTitle>{editing ? 'Edit Gallery Image' : 'Add New Gallery Image'}</AdminCardTitle>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {editing
            ? 'Change the details of this image. Changes show on the website straight away.'
            : 'Upload a photo or paste its URL, then choose where it appears.'}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 p-5 sm:p-6 lg:grid-cols-2 lg:gap-8">
        <div className="grid content-start gap-5">
          <TextField form={form} name="title" id={`${idPrefix}-title`} label="Title" autoComplete="off" />

          <TextField
            form={form}
            name="alt"
            id={`${idPrefix}-alt`}
            label="Alt text (optional)"
            hint="Describe the photo for visitors using screen readers."
            autoComplete="off"
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Category" htmlFor={`${idPrefix}-category`} error={errors.category?.message}>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select
                    value={field.value || undefined}
                    onValueChange={(value) => {
                      field.onChange(value);
                      focusNewCategoryOnClose.current = value === NEW_CATEGORY;
                    }}
                  >
                    <SelectTrigger id={`${idPrefix}-category`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select a category" />
                    </SelectTrigger>
                    <SelectContent
                      onCloseAutoFocus={(event) => {
                        // The list hands focus back to its trigger as it closes: for a new category it
                        // goes to the field that choice revealed instead, at that same moment, so it
                        // never moves again once the owner has started typing elsewhere.
                        if (!focusNewCategoryOnClose.current) return;
                        focusNewCategoryOnClose.current = false;
                        event.preventDefault();
                        form.setFocus('newCategory');
                      }}
                    >
                      {options.map((option) => (
                        <SelectItem key={option} value={option}>
                          {galleryCategoryLabel(option)}
                        </SelectItem>
                      ))}
                      <SelectSeparator />
                      <SelectItem value={NEW_CATEGORY}>+ New category…</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>

            <SortOrderField
              form={form}
              name="sortOrder"
              id={`${idPrefix}-sort`}
              hint="Lower numbers come first."
            />
          </div>

          {category === NEW_CATEGORY ? (
            <TextField
              form={form}
              name="newCategory"
              id={`${idPrefix}-new-category`}
              label="New category name"
              hint="Lowercase words joined by hyphens work best, e.g. bedrooms or garden-views."
              autoComplete="off"
            />
          ) : null}

          <Controller
            control={form.control}
            name="isFeatured"
            render={({ field }) => (
              <div className="flex items-start gap-3 rounded-lg border border-border p-4">
                <Checkbox
                  id={`${idPrefix}-featured`}
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby={`${idPrefix}-featured-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${idPrefix}-featured`}>Featured</Label>
                  <p id={`${idPrefix}-featured-hint`} className="text-sm text-muted-foreground">
                    Featured images come first in the public gallery.
                  </p>
                </div>
              </div>
            )}
          />
        </div>

        <div className="grid content-start gap-5">
          <ImageField
            control={form.control}
            name="src"
            id={`${idPrefix}-image`}
            label="Image"
            entity="gallery"
            onChanged={() => {
              if (form.formState.isSubmitted) void form.trigger('src');
            }}
            onUploadingChange={setUploading}
            previewAlt={form.watch('alt') || 'Preview of the gallery image'}
            error={errors.src?.message}
          />
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end lg:col-span-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || uploading}>
            {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {editing ? 'Update Image' : 'Add Image'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
