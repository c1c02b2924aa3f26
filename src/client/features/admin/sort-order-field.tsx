import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';

/** The whole-number 'Sort order' field of the admin forms. */
export function SortOrderField({
  id,
  hint,
  error,
  registration,
  min,
  className,
  inputClassName,
}: {
  id: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** The lowest number the input offers (none by default). */
  min?: number;
  /** Classes of the field (label, input and messages). */
  className?: string;
  /** Classes of the input. */
  inputClassName?: string;
}) {
  return (
    <FormField label="Sort order" htmlFor={id} hint={hint} error={error} className={className}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        className={inputClassName}
        {...registration}
      />
    </FormField>
  );
}
