import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { TranslationLocale } from '../../../shared/locales.js';
import type {
  RecordTranslations,
  TranslationImportResult,
  TranslationsOverview,
} from '../../../shared/schemas/translations.js';
import { ApiRequestError, apiRequest } from '../../lib/api.js';
import { invalidateQueries, useAdminMutation } from '../admin/admin-crud.js';
import { toastMutationErrorDetail } from '../admin/mutation-feedback.js';

/** One item of the overview: its label, its translatable fields and a status per language. */
export type TranslationOverviewItem = TranslationsOverview['items'][number];

/** Every translatable item and how far each language is (GET /api/admin/translations). */
export const translationsOverviewQuery = queryOptions<TranslationsOverview>({
  queryKey: [adminApi.translationsOverview],
  // An English edit on another screen makes a translation stale: always reload on opening the screen.
  staleTime: 0,
});

export function useTranslationsOverview() {
  return useQuery(translationsOverviewQuery);
}

/** One item's translations, for the editor (GET /api/translations/{resource}/{id}). */
export const itemTranslationsQuery = (resource: string, id: number) =>
  queryOptions<RecordTranslations>({
    queryKey: [adminApi.translation(resource, id)],
    // The editor starts from what is saved now (an import or an English edit may have changed it since
    // the last opening): nothing is kept once it closes, so each opening loads afresh.
    staleTime: 0,
    gcTime: 0,
  });

export function useItemTranslations(resource: string, id: number, enabled: boolean) {
  return useQuery({ ...itemTranslationsQuery(resource, id), enabled });
}

/** Saves one language's fields of an item; an empty text deletes that field's translation. */
export function useSaveTranslation(resource: string, id: number) {
  return useAdminMutation(
    ({ locale, texts }: { locale: TranslationLocale; texts: Record<string, string> }) =>
      apiRequest<RecordTranslations>('PUT', adminApi.translation(resource, id), { [locale]: texts }),
    {
      success: 'Translation saved',
      // A 400 is the owner's to fix: the editor shows it beside its field, not in a toast.
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400) return;
        toastMutationErrorDetail('Failed to save translation')(error);
      },
      invalidate: invalidateQueries(translationsOverviewQuery, itemTranslationsQuery(resource, id)),
    },
  );
}

/** The file's kind from its name or, failing that, its first character. */
export function translationFileType(file: { name: string }, text: string): string {
  if (/\.json$/i.test(file.name)) return 'application/json';
  if (/\.(xlf|xliff|xml)$/i.test(file.name)) return 'application/xliff+xml';
  return text.trimStart().startsWith('<') ? 'application/xliff+xml' : 'application/json';
}

/**
 * Sends a translated file back as it is, its kind in `Content-Type` (POST
 * /api/admin/translations/import): the server reads JSON or XLIFF and answers what it saved and skipped.
 */
async function importTranslationFile(file: File): Promise<TranslationImportResult> {
  const text = await file.text();
  const response = await fetch(adminApi.translationsImport, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': translationFileType(file, text) },
    body: text,
  });
  const body = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, body, response.statusText);
  return JSON.parse(body) as TranslationImportResult;
}

export function useImportTranslations() {
  return useAdminMutation(importTranslationFile, {
    onError: toastMutationErrorDetail('Failed to import translations'),
    invalidate: invalidateQueries(translationsOverviewQuery),
  });
}
