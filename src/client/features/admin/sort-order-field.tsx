import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, TextField } from './text-field.js';

/** The whole-number 'Sort order' field of the admin forms, bound like `TextField` (its error from the form). */
export function SortOrderField<T extends FieldValues>({
  min,
  ...field
}: Omit<BoundFieldProps<T>, 'label'> & {
  /** The lowest number the input offers (none by default). */
  min?: number;
}) {
  return <TextField {...field} label="Sort order" type="number" inputMode="numeric" min={min} step={1} />;
}
