import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, MessageSquareQuote, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../../../shared/constants.js';
import {
  type Testimonial,
  type TestimonialCreateInput,
  TestimonialCreateSchema,
} from '../../../shared/schemas/testimonials.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { ActiveSwitchField } from '../admin/active-switch-field.js';
import { AdminDeleteDialog, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { AdminPageHeader } from '../admin/admin-page-header.js';
import { DeleteIconButton, EditIconButton } from '../admin/admin-row-actions.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../admin/admin-states.js';
import { AdminTable } from '../admin/admin-table.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityDialogs } from '../admin/use-entity-dialogs.js';
import {
  useAdminTestimonials,
  useCreateTestimonial,
  useDeleteTestimonial,
  useUpdateTestimonial,
} from './admin-api.js';
import { AdminTestimonialStars } from './admin-testimonial-stars.js';

const TESTIMONIAL_COLUMNS = [
  { label: 'Name' },
  { label: 'Location' },
  { label: 'Rating' },
  { label: 'Comment' },
  { label: 'Status' },
  { label: 'Actions', className: 'text-right' },
] as const;

/** The back office's Testimonials screen (spec 2, 'Admin testimonials'): the list and its add/edit form. */
export function AdminTestimonials() {
  const { data, isPending, isError, error } = useAdminTestimonials();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const dialogs = useEntityDialogs<Testimonial>();
  const testimonials = data ?? [];

  const toggleActive = (testimonial: Testimonial) => {
    update.mutate({ id: testimonial.id, data: { isActive: !testimonial.isActive } });
  };

  return (
    <>
      <AdminPageHeader
        title="Testimonials"
        description="Guest reviews shown on the website. Hidden reviews stay here but are not displayed."
        actions={
          <Button onClick={() => dialogs.openCreate()}>
            <Plus aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading testimonials" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load testimonials" error={error} />
      ) : testimonials.length === 0 ? (
        <AdminEmptyNote
          icon={<MessageSquareQuote aria-hidden="true" className="size-10 text-muted-foreground" />}
        >
          No testimonials found. Add your first testimonial to get started.
        </AdminEmptyNote>
      ) : (
        <AdminTable columns={TESTIMONIAL_COLUMNS} bodyClassName="divide-y divide-border">
          {testimonials.map((testimonial) => (
            <tr
              key={testimonial.id}
              className="align-middle transition-colors hover:bg-muted/30 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4"
            >
              <td className="px-4 py-4 max-md:col-span-2 max-md:p-0">
                <div className="flex items-center gap-3">
                  {testimonial.image ? (
                    <img
                      src={testimonial.image}
                      alt=""
                      className="size-9 shrink-0 rounded-full border border-border object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-primary"
                    >
                      {testimonial.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="font-medium text-foreground">{testimonial.name}</p>
                    {testimonial.location ? (
                      <p className="text-xs text-muted-foreground md:hidden">{testimonial.location}</p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-4 text-muted-foreground max-md:hidden">{testimonial.location || '—'}</td>
              <td className="px-4 py-4 whitespace-nowrap max-md:col-span-2 max-md:p-0">
                <AdminTestimonialStars rating={testimonial.rating} />
              </td>
              <td className="max-w-md px-4 py-4 text-muted-foreground max-md:col-span-2 max-md:max-w-none max-md:p-0">
                <p className="line-clamp-3" title={testimonial.comment}>
                  {testimonial.comment}
                </p>
              </td>
              <td className="px-4 py-4 max-md:self-center max-md:p-0">
                <button
                  type="button"
                  onClick={() => toggleActive(testimonial)}
                  disabled={update.isPending && update.variables?.id === testimonial.id}
                  aria-label={
                    testimonial.isActive
                      ? `Active: hide the testimonial from ${testimonial.name}`
                      : `Hidden: show the testimonial from ${testimonial.name}`
                  }
                  className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50"
                >
                  <Badge
                    variant={testimonial.isActive ? 'success' : 'secondary'}
                    className="cursor-pointer gap-1.5 px-3 py-1"
                  >
                    {testimonial.isActive ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    {testimonial.isActive ? 'Active' : 'Hidden'}
                  </Badge>
                </button>
              </td>
              <td className="px-4 py-4 max-md:p-0">
                <div className="flex justify-end gap-1">
                  <EditIconButton
                    label={`Edit testimonial from ${testimonial.name}`}
                    onClick={() => dialogs.openEdit(testimonial)}
                  />
                  <DeleteIconButton
                    label={`Delete testimonial from ${testimonial.name}`}
                    onClick={() => dialogs.openDelete(testimonial)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <AdminTestimonialFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.onFormOpenChange}
        editing={dialogs.editing}
      />

      <AdminDeleteDialog
        target={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Are you sure you want to delete this testimonial?"
        description={
          dialogs.deleting
            ? `The testimonial from ${dialogs.deleting.name} will be removed permanently.`
            : 'This cannot be undone.'
        }
        pending={remove.isPending}
        onDelete={(testimonial) => remove.mutateAsync(testimonial.id)}
      />
    </>
  );
}

type FormValues = TestimonialCreateInput;
type FormOutput = z.output<typeof TestimonialCreateSchema>;

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

const EMPTY_FORM: FormValues = {
  name: '',
  location: '',
  comment: '',
  rating: RATING_DEFAULT,
  image: '',
  isActive: true,
};

function toFormValues(testimonial: Testimonial): FormValues {
  return {
    name: testimonial.name,
    location: testimonial.location ?? '',
    comment: testimonial.comment,
    rating: testimonial.rating,
    image: testimonial.image ?? '',
    isActive: testimonial.isActive,
  };
}

/** The add/edit form (a new testimonial when `editing` is null). */
function AdminTestimonialFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Testimonial | null;
}) {
  const { pending, save } = bindEntitySave(editing, useCreateTestimonial(), useUpdateTestimonial());
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(TestimonialCreateSchema),
    defaultValues: EMPTY_FORM,
  });

  // Each opening starts from the testimonial being edited, or from an empty form.
  useEffect(() => {
    if (open) form.reset(editing ? toFormValues(editing) : EMPTY_FORM);
  }, [open, editing, form]);
  const { errors } = form.formState;

  const close = () => onOpenChange(false);

  const onSubmit = form.handleSubmit((data) => {
    save(data, close);
  });

  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={editing ? 'Edit Testimonial' : 'Add Testimonial'}
      description={editing ? 'Change this guest review.' : 'Add a guest review to show on the website.'}
      className="sm:max-w-2xl"
    >
      <AdminForm
        onSubmit={onSubmit}
        onCancel={close}
        pending={pending}
        submitDisabled={uploading}
        submitLabel={editing ? 'Update Testimonial' : 'Add Testimonial'}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="name" id="testimonial-name" label="Name" autoComplete="off" />
          <TextField
            form={form}
            name="location"
            id="testimonial-location"
            label="Location (optional)"
            autoComplete="off"
            placeholder="e.g. Sydney, NSW"
          />
        </div>
        <FormField label="Rating" htmlFor="testimonial-rating" error={errors.rating?.message}>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Select
                value={String(field.value ?? RATING_DEFAULT)}
                onValueChange={(value) => field.onChange(Number(value))}
              >
                <SelectTrigger id="testimonial-rating" className="sm:w-56" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RATINGS.map((rating) => (
                    <SelectItem key={rating} value={String(rating)}>
                      {rating} {rating === 1 ? 'star' : 'stars'}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <TextareaField form={form} name="comment" id="testimonial-comment" label="Comment" rows={5} />
        <ImageField
          control={form.control}
          name="image"
          id="testimonial-image"
          label="Photo (optional)"
          entity="testimonial"
          onUploadingChange={setUploading}
          previewAlt="Guest photo preview"
          error={errors.image?.message}
        />
        <ActiveSwitchField
          control={form.control}
          name="isActive"
          id="testimonial-active"
          hint="Show this testimonial on the website."
        />
      </AdminForm>
    </AdminFormDialog>
  );
}
