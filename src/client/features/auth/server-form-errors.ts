import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api.js';

/**
 * Puts a refused write's field errors (`errors` of the 400) under their fields, and answers what is left
 * to say above the form: the server's message when no field took it, or `fallback`.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback = 'Something went wrong. Please try again.',
): string | null {
  if (!(error instanceof ApiRequestError)) return fallback;
  const fieldErrors = error.fieldErrors;
  let placed = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : (error.serverMessage ?? fallback);
}
