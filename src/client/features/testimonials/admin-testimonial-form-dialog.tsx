import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../../../shared/constants.js';
import {
  type Testimonial,
  type TestimonialCreateInput,
  TestimonialCreateSchema,
} from '../../../shared/schemas/testimonials.js';
import { FormField } from '../../components/ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { ActiveSwitchField } from '../admin/active-switch-field.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateTestimonial, useUpdateTestimonial } from './admin-api.js';

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
  source: '',
  stayMonth: '',
};

function toFormValues(testimonial: Testimonial): FormValues {
  return {
    name: testimonial.name,
    location: testimonial.location ?? '',
    comment: testimonial.comment,
    rating: testimonial.rating,
    image: testimonial.image ?? '',
    isActive: testimonial.isActive,
    source: testimonial.source ?? '',
    stayMonth: testimonial.stayMonth ?? '',
  };
}

function TestimonialForm({ editing, onClose }: { editing: Testimonial | null; onClose: () => void }) {
  const { pending, save } = bindEntitySave(editing, useCreateTestimonial(), useUpdateTestimonial());
  const { form, errors, setUploading, formProps } = useEntityForm<FormValues, FormOutput>({
    resolver: zodResolver(TestimonialCreateSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY_FORM,
    onClose,
    pending,
    submit: save,
  });

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Testimonial' : 'Add Testimonial'}>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="source"
          id="testimonial-source"
          label="Source (optional)"
          hint="Where the review was written."
          autoComplete="off"
          placeholder="e.g. Airbnb"
        />
        <TextField
          form={form}
          name="stayMonth"
          id="testimonial-stay-month"
          label="Month of stay (optional)"
          hint="Shown as e.g. March 2026."
          type="month"
          placeholder="2026-03"
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
  );
}

/** The add/edit form (a new testimonial when `editing` is null). */
export function AdminTestimonialFormDialog({ open, editing, onClose }: AdminEditDialogProps<Testimonial>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Testimonial' : 'Add Testimonial'}
      description={editing ? 'Change this guest review.' : 'Add a guest review to show on the website.'}
      className="sm:max-w-2xl"
    >
      {/* Mounted only while open, so every opening starts from fresh values. */}
      <TestimonialForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />
    </AdminFormDialog>
  );
}
