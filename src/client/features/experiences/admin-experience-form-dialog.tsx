import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { Attraction } from '../../../shared/schemas/attractions.js';
import {
  EXPERIENCE_RULE_DEFAULTS,
  type Experience,
  ExperienceCreateSchema,
  WEEKDAYS,
} from '../../../shared/schemas/experiences.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { FormField } from '../../components/ui/form-field.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { ActiveSwitchField } from '../admin/active-switch-field.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateExperience, useUpdateExperience } from './admin-api.js';

type ExperienceFormValues = z.input<typeof ExperienceCreateSchema>;
type ExperienceFormOutput = z.output<typeof ExperienceCreateSchema>;

/** The Select's value for "no attraction" (Radix Select items cannot have an empty value). */
const NO_ATTRACTION = 'none';

const EMPTY_EXPERIENCE: ExperienceFormValues = {
  title: '',
  description: '',
  image: '',
  imageAlt: '',
  price: '',
  duration: '',
  provider: '',
  location: '',
  howToPay: '',
  availableDays: [],
  maxParticipants: '8',
  attractionId: null,
  isActive: true,
  startTime: EXPERIENCE_RULE_DEFAULTS.startTime,
  durationMinutes: String(EXPERIENCE_RULE_DEFAULTS.durationMinutes),
  leadTimeHours: String(EXPERIENCE_RULE_DEFAULTS.leadTimeHours),
  advanceWindowDays: String(EXPERIENCE_RULE_DEFAULTS.advanceWindowDays),
  cancellationCutoffHours: String(EXPERIENCE_RULE_DEFAULTS.cancellationCutoffHours),
};

function toFormValues(experience: Experience): ExperienceFormValues {
  return {
    title: experience.title,
    description: experience.description,
    image: experience.image,
    imageAlt: experience.imageAlt ?? '',
    price: experience.price,
    duration: experience.duration,
    provider: experience.provider,
    location: experience.location,
    howToPay: experience.howToPay ?? '',
    availableDays: experience.availableDays,
    maxParticipants: String(experience.maxParticipants),
    attractionId: experience.attractionId,
    details: experience.details,
    isActive: experience.isActive,
    startTime: experience.startTime,
    durationMinutes: String(experience.durationMinutes),
    leadTimeHours: String(experience.leadTimeHours),
    advanceWindowDays: String(experience.advanceWindowDays),
    cancellationCutoffHours: String(experience.cancellationCutoffHours),
  };
}

function ExperienceForm({
  editing,
  attractions,
  onDone,
}: {
  editing: Experience | null;
  attractions: Attraction[];
  onDone: () => void;
}) {
  const { pending, save } = bindEntitySave(editing, useCreateExperience(), useUpdateExperience());
  const { form, errors, setUploading, formProps } = useEntityForm<ExperienceFormValues, ExperienceFormOutput>(
    {
      resolver: zodResolver(ExperienceCreateSchema),
      defaultValues: editing ? toFormValues(editing) : EMPTY_EXPERIENCE,
      onClose: onDone,
      pending,
      submit: save,
    },
  );

  return (
    <AdminForm {...formProps} sticky submitLabel={editing ? 'Update Experience' : 'Add Experience'}>
      <TextField
        form={form}
        name="title"
        id="experience-title"
        label="Title"
        autoComplete="off"
        placeholder="e.g. Guided Grand Canyon Walk"
      />
      <TextareaField
        form={form}
        name="description"
        id="experience-description"
        label="Description"
        rows={4}
      />
      <ImageField
        control={form.control}
        name="image"
        id="experience-image"
        label="Image"
        entity="experience"
        onUploadingChange={setUploading}
        previewAlt="Experience image preview"
        error={errors.image?.message}
        disabled={pending}
      />
      <TextField
        form={form}
        name="imageAlt"
        id="experience-image-alt"
        label="Image alt text"
        autoComplete="off"
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="price"
          id="experience-price"
          label="Price per person"
          hint="In dollars, e.g. 145.00"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="duration"
          id="experience-duration"
          label="Duration"
          hint="As guests read it, e.g. 3 hours"
          autoComplete="off"
        />
        <TextField form={form} name="provider" id="experience-provider" label="Provider" autoComplete="off" />
        <TextField form={form} name="location" id="experience-location" label="Location" autoComplete="off" />
      </div>
      <TextField
        form={form}
        name="howToPay"
        id="experience-how-to-pay"
        label="How to pay (optional)"
        hint="The site takes no payments: tell guests how they pay, e.g. Pay the guide on the day, cash or card"
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="availableDays"
        render={({ field }) => {
          const chosen = new Set(field.value as string[]);
          return (
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.availableDays ? 'experience-days-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-foreground">Available days</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-3">
                {WEEKDAYS.map((day) => (
                  <div key={day} className="flex items-center gap-2">
                    <Checkbox
                      id={`experience-day-${day}`}
                      checked={chosen.has(day)}
                      onCheckedChange={(checked) =>
                        field.onChange(WEEKDAYS.filter((d) => (d === day ? checked === true : chosen.has(d))))
                      }
                    />
                    <Label htmlFor={`experience-day-${day}`} className="font-normal">
                      {day}
                    </Label>
                  </div>
                ))}
              </div>
              {errors.availableDays ? (
                <p id="experience-days-error" role="alert" className="text-sm text-destructive">
                  {errors.availableDays.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="maxParticipants"
          id="experience-max"
          label="Maximum participants"
          hint="Places per date, across all bookings."
          type="number"
          inputMode="numeric"
          min={1}
        />
        <TextField
          form={form}
          name="startTime"
          id="experience-start"
          label="Start time"
          hint="On the chalet's clock."
          type="time"
        />
        <TextField
          form={form}
          name="durationMinutes"
          id="experience-minutes"
          label="Length in minutes"
          hint="For the guest's calendar entry."
          type="number"
          inputMode="numeric"
          min={15}
        />
        <TextField
          form={form}
          name="leadTimeHours"
          id="experience-lead"
          label="Lead time (hours)"
          hint="Bookings close this long before the start."
          type="number"
          inputMode="numeric"
          min={0}
        />
        <TextField
          form={form}
          name="advanceWindowDays"
          id="experience-window"
          label="Booking window (days)"
          hint="How far ahead guests can book."
          type="number"
          inputMode="numeric"
          min={1}
        />
        <TextField
          form={form}
          name="cancellationCutoffHours"
          id="experience-cutoff"
          label="Cancellation cut-off (hours)"
          hint="Guests may cancel online until this long before the start."
          type="number"
          inputMode="numeric"
          min={0}
        />
      </div>
      <Controller
        control={form.control}
        name="attractionId"
        render={({ field }) => (
          <FormField
            label="Related attraction (optional)"
            htmlFor="experience-attraction"
            hint="Its card on the website links to this experience."
            error={errors.attractionId?.message}
          >
            <Select
              value={field.value === null || field.value === undefined ? NO_ATTRACTION : String(field.value)}
              onValueChange={(value) => field.onChange(value === NO_ATTRACTION ? null : Number(value))}
            >
              <SelectTrigger id="experience-attraction" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_ATTRACTION}>None</SelectItem>
                {attractions.map((attraction) => (
                  <SelectItem key={attraction.id} value={String(attraction.id)}>
                    {attraction.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <ActiveSwitchField
        control={form.control}
        name="isActive"
        id="experience-active"
        hint="Show this experience on the website and take bookings for it."
      />
    </AdminForm>
  );
}

export function AdminExperienceFormDialog({
  open,
  editing,
  attractions,
  onClose,
}: AdminEditDialogProps<Experience> & { attractions: Attraction[] }) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Experience' : 'Add Experience'}
      description={
        editing
          ? 'Change this experience and its booking rules. Existing bookings keep their date and price.'
          : 'An outing guests can book on the website, with its days, places and booking rules.'
      }
      className="sm:max-w-2xl"
    >
      <ExperienceForm
        key={editing?.id ?? 'new'}
        editing={editing}
        attractions={attractions}
        onDone={onClose}
      />
    </AdminFormDialog>
  );
}
