import { AlertTriangle, Check, CircleDashed, CircleSlash } from 'lucide-react';
import type { TranslationLocale } from '../../../shared/locales.js';
import type { TranslationStatus } from '../../../shared/schemas/translations.js';
import { cn } from '../../lib/cn.js';
import { TRANSLATION_LOCALE_NAMES, TRANSLATION_STATUS_LABELS } from './translation-text.js';

/** Each status's look: a word and an icon first, the colour only adds to them (both themes AA). */
const STATUS_STYLES: Record<TranslationStatus, { icon: typeof Check; className: string }> = {
  done: {
    icon: Check,
    className:
      'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  },
  partial: {
    icon: CircleDashed,
    className: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  },
  missing: { icon: CircleSlash, className: 'border-border bg-background text-muted-foreground' },
  stale: {
    icon: AlertTriangle,
    className: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  },
};

/**
 * One language's chip on an item's row: the language in its own words and the status in the owner's
 * ("Deutsch · Done"); pressing it opens the editor for that item and language.
 */
export function AdminTranslationStatusChip({
  locale,
  status,
  itemLabel,
  onEdit,
}: {
  locale: TranslationLocale;
  status: TranslationStatus;
  itemLabel: string;
  onEdit: () => void;
}) {
  const { icon: Icon, className } = STATUS_STYLES[status];
  const language = TRANSLATION_LOCALE_NAMES[locale];
  return (
    <button
      type="button"
      onClick={onEdit}
      data-status={status}
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium whitespace-nowrap',
        'outline-none transition-colors hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span lang={language.htmlLang}>{language.name}</span>
      <span aria-hidden="true">·</span>
      <span>{TRANSLATION_STATUS_LABELS[status]}</span>
      <span className="sr-only">
        {' '}
        — edit the {language.english} of {itemLabel}
      </span>
    </button>
  );
}
