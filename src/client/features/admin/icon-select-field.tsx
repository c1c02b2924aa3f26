import type { ComponentType } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';

export interface IconOption {
  value: string;
  label: string;
}

/**
 * A form's icon picker: a Select whose items show the icon and its label (attraction and amenity
 * categories). The trigger gets the hint/error ids itself: FormField's Slot cannot reach through the
 * Controller.
 */
export function IconSelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  options,
  Icon,
  fallback,
  placeholder,
  contentClassName,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly IconOption[];
  Icon: ComponentType<{ icon: string; className?: string }>;
  /** Shown while the field is empty. */
  fallback?: string;
  placeholder?: string;
  contentClassName?: string;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FormField label={label} htmlFor={id} hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value || fallback} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent className={contentClassName}>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon icon={option.value} className="size-4 text-primary" />
                    <span className="truncate">{option.label}</span>
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
