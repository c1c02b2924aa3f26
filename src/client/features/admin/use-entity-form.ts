import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  useForm,
} from 'react-hook-form';

/**
 * The form of an admin add/edit dialog: a react-hook-form form validated by `resolver`, starting from
 * `defaultValues` (the dialog mounts the form afresh on each opening, keyed by the entity). A valid
 * submit calls `submit(data, onClose)`, which saves and then closes. `formProps` go to `AdminForm`;
 * its submit button also waits while an `ImageField` reports an upload through `setUploading`.
 */
export function useEntityForm<TValues extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  onClose,
  pending,
  submit,
  onInvalid,
}: {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues?: DefaultValues<TValues>;
  onClose: () => void;
  pending: boolean;
  submit: (data: TOutput, then: () => void) => void;
  onInvalid?: SubmitErrorHandler<TValues>;
}) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit((data) => submit(data, onClose), onInvalid);
  return {
    form,
    errors: form.formState.errors,
    setUploading,
    formProps: { onSubmit, onCancel: onClose, pending, submitDisabled: uploading },
  };
}
