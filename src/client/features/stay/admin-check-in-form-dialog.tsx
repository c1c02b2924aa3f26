import { zodResolver } from '@hookform/resolvers/zod';
import { SeparatorHorizontal } from 'lucide-react';
import { useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CHECK_IN_FORM_DEFAULT_SORT_ORDER, CHECK_IN_FORM_MIN_SORT_ORDER } from '../../../shared/constants.js';
import {
  type CheckInInstruction,
  CheckInInstructionCreateSchema,
  CheckInInstructionUpdateSchema,
  type InstructionVisibility,
} from '../../../shared/schemas/check-in.js';
import { parseCheckInContent } from '../../../shared/text/check-in-content.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Textarea } from '../../components/ui/textarea.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { FormattedPreview } from '../admin/rich-text-preview.js';
import { SortOrderField } from '../admin/sort-order-field.js';
import { TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateCheckInInstruction, useUpdateCheckInInstruction } from './admin-api.js';
import { CheckInSectionList } from './check-in-sections.js';

/** What the inputs hold; the sort order stays text so an empty entry is allowed while typing. */
interface FormValues {
  title: string;
  content: string;
  imagePath: string;
  sortOrder: string;
  visibility: InstructionVisibility;
}
/** The create output also fits here: it is the update output with every field present. */
type FormOutput = z.output<typeof CheckInInstructionUpdateSchema>;

const SECTION_RULE = '───';

const VISIBILITY_CHOICES: { value: InstructionVisibility; label: string; hint: string }[] = [
  {
    value: 'always',
    label: 'Any time',
    hint: 'Directions, parking, house rules: shown to a valid code at any time.',
  },
  {
    value: 'stay',
    label: 'During the stay only',
    hint: 'Door code, key safe, WiFi: shown from shortly before check-in until shortly after check-out.',
  },
];

function toFormValues(instruction: CheckInInstruction | null): FormValues {
  if (!instruction) {
    return {
      title: '',
      content: '',
      imagePath: '',
      sortOrder: String(CHECK_IN_FORM_DEFAULT_SORT_ORDER),
      visibility: 'always',
    };
  }
  return {
    title: instruction.title,
    content: instruction.content,
    imagePath: instruction.imagePath ?? '',
    sortOrder: String(instruction.sortOrder),
    visibility: instruction.visibility ?? 'always',
  };
}

function ContentHint() {
  return (
    <span className="grid gap-1">
      <span>
        Separate sections with a line containing only <code className="font-mono text-foreground">───</code>.
        The first line of a section is its title; start bullet lines with{' '}
        <code className="font-mono text-foreground">•</code>,{' '}
        <code className="font-mono text-foreground">-</code> or{' '}
        <code className="font-mono text-foreground">*</code>.
      </span>
    </span>
  );
}

function InstructionForm({ editing, onClose }: { editing: CheckInInstruction | null; onClose: () => void }) {
  const { pending, save } = bindEntitySave(
    editing,
    useCreateCheckInInstruction(),
    useUpdateCheckInInstruction(),
  );
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  // Add validates with the create schema (sortOrder defaults to 1); edit with the update schema, where
  // every field is optional and a blank sort order leaves it unchanged (spec 5).
  const resolver = (editing
    ? zodResolver(CheckInInstructionUpdateSchema)
    : zodResolver(CheckInInstructionCreateSchema)) as unknown as Resolver<FormValues, unknown, FormOutput>;
  const { form, errors, setUploading, formProps } = useEntityForm({
    resolver,
    defaultValues: toFormValues(editing),
    onClose,
    pending,
    submit: save,
  });
  const id = editing ? `check-in-${editing.id}` : 'check-in-new';
  const { ref: registerContentRef, ...contentField } = form.register('content');
  const content = form.watch('content') ?? '';

  const insertRule = () => {
    const textarea = contentRef.current;
    const value = form.getValues('content');
    const start = textarea?.selectionStart ?? value.length;
    const end = textarea?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const after = value.slice(end);
    const insert = `${before && !before.endsWith('\n') ? '\n' : ''}${SECTION_RULE}\n`;
    form.setValue('content', `${before}${insert}${after}`, { shouldDirty: true });
    requestAnimationFrame(() => {
      if (!textarea) return;
      const caret = before.length + insert.length;
      textarea.focus();
      textarea.setSelectionRange(caret, caret);
    });
  };

  return (
    <AdminForm {...formProps} sticky submitLabel={editing ? 'Update Instruction' : 'Save Instruction'}>
      <TextField
        form={form}
        name="title"
        id={`${id}-title`}
        label="Title"
        autoComplete="off"
        placeholder="e.g. Arrival & Access"
      />
      <FormField
        label="Content"
        htmlFor={`${id}-content`}
        hint={<ContentHint />}
        error={errors.content?.message}
      >
        <Textarea
          id={`${id}-content`}
          rows={12}
          className="min-h-56 font-mono text-sm md:text-[13px]"
          placeholder={
            'Getting in\n• The key box is to the left of the front door\n• Code: sent with your booking\n───\nParking\n- Park on the gravel area beside the carport'
          }
          ref={(element) => {
            registerContentRef(element);
            contentRef.current = element;
          }}
          {...contentField}
        />
      </FormField>
      <div className="-mt-3">
        <Button type="button" variant="outline" size="sm" onClick={insertRule}>
          <SeparatorHorizontal aria-hidden="true" />
          Insert section separator
        </Button>
      </div>
      <FormattedPreview id={`${id}-preview`} empty={!content.trim()}>
        <CheckInSectionList sections={parseCheckInContent(content)} itemHeading="h3" />
      </FormattedPreview>
      <ImageField
        control={form.control}
        name="imagePath"
        id={`${id}-image`}
        label="Image (optional)"
        entity="check-in"
        onUploadingChange={setUploading}
        previewAlt="Preview of the instruction image"
        error={errors.imagePath?.message}
      />
      <SortOrderField
        form={form}
        name="sortOrder"
        id={`${id}-sort`}
        hint="Instructions are shown from the lowest number."
        min={CHECK_IN_FORM_MIN_SORT_ORDER}
        className="sm:max-w-48"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Who sees it</legend>
        {VISIBILITY_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 accent-primary outline-none"
              {...form.register('visibility')}
            />
            <span className="grid gap-0.5 text-sm">
              <span className="font-medium text-foreground">{choice.label}</span>
              <span className="text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </AdminForm>
  );
}

/** 'Add New Check-In Instruction' / 'Edit Check-In Instruction' (spec 2, 'Admin check-in instructions'). */
export function AdminCheckInFormDialog({ open, editing, onClose }: AdminEditDialogProps<CheckInInstruction>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Check-In Instruction' : 'Add New Check-In Instruction'}
      description="Guests see these instructions on the check-in page after entering their access code."
      className="max-h-[90dvh] sm:max-w-2xl"
    >
      <InstructionForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />
    </AdminFormDialog>
  );
}
