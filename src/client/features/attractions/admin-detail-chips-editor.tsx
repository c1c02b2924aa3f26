import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { type AttractionFormSchema, MAX_ATTRACTION_DETAILS } from '../../../shared/schemas/attractions.js';
import { Button } from '../../components/ui/button.js';
import { darkDestructiveText, ErrorLine } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { cn } from '../../lib/cn.js';

type AttractionFormValues = z.input<typeof AttractionFormSchema>;

/**
 * The detail chips guests see on an attraction card ('Duration: 1–2 hours'), as a small list of
 * label/value rows. Every control has its own label, so the list can be walked by keyboard alone.
 */
export function AttractionDetailChipsEditor({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<AttractionFormValues>;
  register: UseFormRegister<AttractionFormValues>;
  errors: FieldErrors<AttractionFormValues>;
  disabled?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'detailRows' });
  const listError = errors.detailRows?.root?.message ?? errors.detailRows?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="attraction-details-hint">
      <legend className="text-sm font-medium text-foreground">Details (optional)</legend>
      <p id="attraction-details-hint" className="-mt-1 text-sm text-muted-foreground">
        Shown as chips on the card, e.g. Length: 6.3 km loop, Duration: 3–4 hours, Difficulty: Hard.
      </p>
      {fields.length > 0 ? (
        <ul className="grid gap-3">
          {fields.map((field, index) => {
            const rowErrors = errors.detailRows?.[index];
            const labelId = `attraction-detail-${index}-label`;
            const valueId = `attraction-detail-${index}-value`;
            return (
              <li key={field.id} className="grid gap-1">
                <div className="flex items-start gap-2">
                  <label htmlFor={labelId} className="sr-only">
                    Detail {index + 1} label
                  </label>
                  <Input
                    id={labelId}
                    placeholder="Label, e.g. Duration"
                    autoComplete="off"
                    className="w-2/5"
                    disabled={disabled}
                    aria-invalid={rowErrors?.label ? true : undefined}
                    {...register(`detailRows.${index}.label`)}
                  />
                  <label htmlFor={valueId} className="sr-only">
                    Detail {index + 1} value
                  </label>
                  <Input
                    id={valueId}
                    placeholder="Value, e.g. 1–2 hours"
                    autoComplete="off"
                    className="min-w-0 flex-1"
                    disabled={disabled}
                    aria-invalid={rowErrors?.value ? true : undefined}
                    {...register(`detailRows.${index}.value`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={disabled}
                    onClick={() => remove(index)}
                    aria-label={`Remove detail ${index + 1}`}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {rowErrors?.label || rowErrors?.value ? (
                  <p className={cn('text-sm text-destructive', darkDestructiveText)}>
                    {rowErrors.label?.message ?? rowErrors.value?.message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ErrorLine>{listError}</ErrorLine>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || fields.length >= MAX_ATTRACTION_DETAILS}
          onClick={() => append({ label: '', value: '' })}
        >
          <Plus aria-hidden="true" />
          Add detail
        </Button>
      </div>
    </fieldset>
  );
}
