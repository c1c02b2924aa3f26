import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './image-upload.js';

/**
 * The image field of an admin form: upload, preview and path (ImageUpload) bound to the form field
 * `name`. `onChanged` hears each new value after the form has it.
 */
export function ImageField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  onChanged,
  ...upload
}: Omit<ImageUploadProps, 'value' | 'onChange'> & {
  control: Control<T, TContext, TOutput>;
  name: FieldPath<T>;
  onChanged?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUpload
          {...upload}
          value={field.value as string | null | undefined}
          onChange={(value) => {
            field.onChange(value);
            onChanged?.(value);
          }}
        />
      )}
    />
  );
}
