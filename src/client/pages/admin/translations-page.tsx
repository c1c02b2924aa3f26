import { Languages } from 'lucide-react';
import { useState } from 'react';
import { TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { useTranslationsOverview } from '../../features/translations/admin-api.js';
import {
  AdminTranslationEditorDialog,
  type TranslationTarget,
} from '../../features/translations/admin-translation-editor.js';
import { AdminTranslationFiles } from '../../features/translations/admin-translation-files.js';
import { AdminTranslationList } from '../../features/translations/admin-translation-list.js';
import { TRANSLATION_LOCALE_NAMES } from '../../features/translations/translation-text.js';

/** The filter's value for "every item" (Radix Select items cannot have an empty value). */
const ALL = 'all';

/**
 * The back office's Translations screen (issue 46): every item the owner writes, how far each language
 * is, the side-by-side editor, and the files for a translator.
 */
export function AdminTranslationsPage() {
  const overview = useTranslationsOverview();
  const [needsWork, setNeedsWork] = useState<TranslationLocale | typeof ALL>(ALL);
  const [target, setTarget] = useState<TranslationTarget | null>(null);
  const items = overview.data?.items ?? [];
  const shown = needsWork === ALL ? items : items.filter((item) => item.status[needsWork] !== 'done');

  return (
    <>
      <AdminPageHeader
        title="Translations"
        description="Your texts in German, French, Japanese, Korean and Chinese. A text without a translation, or whose English changed since (stale), is shown to guests in English."
      />
      <AdminTranslationFiles />
      <div className="mb-4 grid max-w-xs gap-2">
        <Label htmlFor="translations-needs-work">Needs work in</Label>
        <Select
          value={needsWork}
          onValueChange={(next) => setNeedsWork(next as TranslationLocale | typeof ALL)}
        >
          <SelectTrigger id="translations-needs-work">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Any language (show all)</SelectItem>
            {TRANSLATION_LOCALES.map((locale) => (
              <SelectItem key={locale} value={locale} lang={TRANSLATION_LOCALE_NAMES[locale].htmlLang}>
                {TRANSLATION_LOCALE_NAMES[locale].name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {overview.isPending ? (
        <AdminLoading label="Loading translations" />
      ) : overview.isError ? (
        <AdminLoadError
          title="Unable to load translations"
          error={overview.error}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : shown.length === 0 ? (
        <AdminEmptyNote icon={<Languages aria-hidden="true" className="size-10 text-muted-foreground" />}>
          {items.length === 0 ? (
            'Nothing to translate yet. Rooms, attractions and your other texts appear here once you add them.'
          ) : needsWork === ALL ? null : (
            <>
              Everything is translated into{' '}
              <span lang={TRANSLATION_LOCALE_NAMES[needsWork].htmlLang}>
                {TRANSLATION_LOCALE_NAMES[needsWork].name}
              </span>
              .
            </>
          )}
        </AdminEmptyNote>
      ) : (
        <AdminTranslationList items={shown} onEdit={(item, locale) => setTarget({ item, locale })} />
      )}
      <AdminTranslationEditorDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
