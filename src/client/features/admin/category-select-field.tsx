import type { ComponentType } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';

interface CategoryOption {
  id: number;
  name: string;
  icon?: string | null;
}

/**
 * The 'Category' picker of a form whose entity is filed under a category (attractions, guest info
 * items); the field holds the category id as text, '' while none is chosen. With `Icon`, each category
 * shows its icon beside its name.
 */
export function CategorySelectField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  id,
  error,
  categories,
  Icon,
}: {
  control: Control<T, TContext, TOutput>;
  name: FieldPath<T>;
  id: string;
  error?: string;
  categories: readonly CategoryOption[];
  Icon?: ComponentType<{ icon: string | null | undefined; className?: string }>;
}) {
  return (
    <FormField label="Category" htmlFor={id} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value === '' || field.value === undefined ? undefined : String(field.value)}
            onValueChange={field.onChange}
          >
            <SelectTrigger
              id={id}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <SelectValue placeholder="Select a category" />
            </SelectTrigger>
            <SelectContent>
              {categories.map((category) => (
                <SelectItem key={category.id} value={String(category.id)}>
                  {Icon ? (
                    <span className="flex min-w-0 items-center gap-2">
                      <Icon icon={category.icon} className="size-4 text-primary" />
                      <span className="truncate">{category.name}</span>
                    </span>
                  ) : (
                    category.name
                  )}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
