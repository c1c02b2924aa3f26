import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Input, type InputProps } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';

/** What a field needs of the form; any `useForm` result fits, whatever its output type. */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;

export type BoundFieldProps<T extends FieldValues> = {
  form: FieldForm<T>;
  name: Path<T>;
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Classes of the field (label, control and messages); `inputClassName` styles the control. */
  className?: string;
  inputClassName?: string;
  registerOptions?: RegisterOptions<T, Path<T>>;
};

/** Props the control itself takes; the form owns its name, value and handlers. */
type ControlProps<P> = Omit<
  P,
  'form' | 'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'ref' | 'value'
>;

/** Splits a bound field's props into the `FormField`'s and the control's, which the form registers. */
function bindField<T extends FieldValues, P extends object>({
  form,
  name,
  id,
  label,
  hint,
  className,
  inputClassName,
  registerOptions,
  ...control
}: BoundFieldProps<T> & P) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return {
    field: { label, htmlFor: id, hint, error, className },
    control: { id, className: inputClassName, ...control, ...form.register(name, registerOptions) },
  };
}

/** A labelled text input bound to one field of a react-hook-form form, its error shown below it. */
export function TextField<T extends FieldValues>(props: BoundFieldProps<T> & ControlProps<InputProps>) {
  const { field, control } = bindField(props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}

/** `TextField` with a text area. */
export function TextareaField<T extends FieldValues>(
  props: BoundFieldProps<T> & ControlProps<ComponentProps<typeof Textarea>>,
) {
  const { field, control } = bindField(props);
  return (
    <FormField {...field}>
      <Textarea {...control} />
    </FormField>
  );
}
