import { AlertTriangle, Languages } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TranslationLocale } from '../../../shared/locales.js';
import type { RecordTranslations } from '../../../shared/schemas/translations.js';
import { placeholdersOf } from '../../../shared/text/placeholders.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { ErrorLine } from '../../components/ui/form-field.js';
import { Label } from '../../components/ui/label.js';
import { ApiRequestError } from '../../lib/api.js';
import { AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { AdminEmptyNote, AdminLoadError, AdminLoading } from '../admin/admin-states.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { type TranslationOverviewItem, useItemTranslations, useSaveTranslation } from './admin-api.js';
import {
  fieldLabel,
  fieldOfError,
  isMultilineField,
  placeholderProblem,
  resourceLabel,
  TRANSLATION_LOCALE_NAMES,
} from './translation-text.js';

/** What the editor opens: one item in one language. */
export interface TranslationTarget {
  item: TranslationOverviewItem;
  locale: TranslationLocale;
}

/**
 * The side-by-side editor of one item in one language: each field's English on the left, read-only,
 * and its translation on the right. Mounted afresh per item and language (keyed), so each opening starts
 * from what is saved.
 */
export function AdminTranslationEditorDialog({
  target,
  onClose,
}: {
  target: TranslationTarget | null;
  onClose: () => void;
}) {
  const language = target ? TRANSLATION_LOCALE_NAMES[target.locale] : null;
  return (
    <AdminFormDialog
      open={target !== null}
      onClose={onClose}
      width="sm:max-w-5xl"
      title={
        language ? (
          <>
            Translate into <span lang={language.htmlLang}>{language.name}</span>
          </>
        ) : (
          'Translate'
        )
      }
      description={
        target
          ? `${resourceLabel(target.item.resource)}: ${target.item.label}. Each field's English is beside it (above it on a phone); a field left empty shows the English to guests.`
          : ''
      }
    >
      {target ? (
        <EditorBody
          key={`${target.item.resource}/${target.item.id}/${target.locale}`}
          {...target}
          onClose={onClose}
        />
      ) : null}
    </AdminFormDialog>
  );
}

function EditorBody({ item, locale, onClose }: TranslationTarget & { onClose: () => void }) {
  const query = useItemTranslations(item.resource, item.id, true);
  if (query.isPending) return <AdminLoading label="Loading the translation" />;
  if (query.isError)
    return (
      <AdminLoadError
        title="Unable to load the translation"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.fields.length === 0)
    return (
      <AdminEmptyNote icon={<Languages aria-hidden="true" className="size-10 text-muted-foreground" />}>
        This item has no text to translate.
      </AdminEmptyNote>
    );
  return <EditorForm data={query.data} locale={locale} onClose={onClose} />;
}

/** "Keep {doorCode} as it is." for the field's placeholders; nothing when it has none. */
function PlaceholderHint({ tokens }: { tokens: string[] }) {
  if (tokens.length === 0) return null;
  return (
    <>
      Keep{' '}
      {tokens.map((token, index) => (
        <Fragment key={token}>
          {index > 0 ? (index === tokens.length - 1 ? ' and ' : ', ') : null}
          <code className="rounded bg-muted px-1 font-mono text-foreground">{token}</code>
        </Fragment>
      ))}{' '}
      {tokens.length === 1 ? 'as it is.' : 'as they are.'}
    </>
  );
}

function EditorForm({
  data,
  locale,
  onClose,
}: {
  data: RecordTranslations;
  locale: TranslationLocale;
  onClose: () => void;
}) {
  const language = TRANSLATION_LOCALE_NAMES[locale];
  const saved = data.translations[locale] ?? {};
  const [initial] = useState(() =>
    Object.fromEntries(data.fields.map((field) => [field, saved[field]?.text ?? ''])),
  );
  const form = useForm<Record<string, string>>({ defaultValues: initial });
  // Stale translations the owner says still fit: saved again as they are, so they follow the new English.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTranslation(data.resource, data.id);

  const onSubmit = form.handleSubmit((values) => {
    // Only what the owner changed or confirmed: saving an untouched stale field would mark it up to date.
    const texts = Object.fromEntries(
      data.fields
        .filter((field) => values[field] !== initial[field] || confirmed.has(field))
        .map((field) => [field, values[field] ?? '']),
    );
    if (Object.keys(texts).length === 0) return onClose();
    setFormError(null);
    save.mutate(
      { locale, texts },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiRequestError) || error.status !== 400) return;
          const message = error.serverMessage ?? error.message;
          const field = fieldOfError(locale, message, error.fieldErrors, data.fields);
          if (field) form.setError(field, { message }, { shouldFocus: true });
          else setFormError(message);
        },
      },
    );
  });

  return (
    <AdminForm onSubmit={onSubmit} onCancel={onClose} pending={save.isPending} sticky submitLabel="Save">
      {data.fields.map((field) => {
        const english = data.source[field] ?? '';
        const translation = saved[field];
        const id = `translation-${field}`;
        const label = (
          // One span: the label lays its children out with a gap.
          <span>
            {fieldLabel(field)} (<span lang={language.htmlLang}>{language.name}</span>)
          </span>
        );
        const bound = {
          form,
          name: field,
          id,
          label,
          lang: language.htmlLang,
          hint: <PlaceholderHint tokens={placeholdersOf(english)} />,
          registerOptions: {
            validate: (value: string) => placeholderProblem(locale, field, english, value ?? '') ?? true,
          },
        };
        return (
          <section
            key={field}
            aria-labelledby={`${id}-title`}
            data-translation-field={field}
            className="grid gap-3 rounded-lg border border-border p-4"
          >
            <h3 id={`${id}-title`} className="font-medium text-foreground">
              {fieldLabel(field)}
            </h3>
            {translation?.stale ? (
              <StaleNote
                field={field}
                then={translation.sourceText}
                now={english}
                confirmed={confirmed.has(field)}
                onConfirmedChange={(checked) =>
                  setConfirmed((current) => {
                    const next = new Set(current);
                    if (checked) next.add(field);
                    else next.delete(field);
                    return next;
                  })
                }
              />
            ) : null}
            <div className="grid gap-4 md:grid-cols-2 md:gap-6">
              <div className="grid content-start gap-2">
                <p className="text-sm font-medium text-foreground" id={`${id}-english`}>
                  English
                </p>
                <div
                  lang="en"
                  aria-labelledby={`${id}-english`}
                  role="group"
                  className="min-h-10 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm break-words whitespace-pre-wrap text-foreground"
                >
                  {english || <span className="text-muted-foreground italic">No English text yet</span>}
                </div>
              </div>
              {isMultilineField(data.resource, field, english) ? (
                <TextareaField {...bound} rows={Math.min(12, Math.max(4, english.split('\n').length + 1))} />
              ) : (
                <TextField {...bound} />
              )}
            </div>
          </section>
        );
      })}
      <ErrorLine>{formError}</ErrorLine>
    </AdminForm>
  );
}

/** The warning of a stale translation: the English it was made from beside the English now. */
function StaleNote({
  field,
  then,
  now,
  confirmed,
  onConfirmedChange,
}: {
  field: string;
  then: string;
  now: string;
  confirmed: boolean;
  onConfirmedChange: (checked: boolean) => void;
}) {
  const checkboxId = `translation-${field}-still-fits`;
  return (
    <div
      role="note"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Stale: the English changed after this was translated.
      </p>
      <dl className="grid gap-3 md:grid-cols-2 md:gap-6">
        <div className="grid content-start gap-1">
          <dt className="font-medium">English when translated</dt>
          <dd lang="en" className="break-words whitespace-pre-wrap">
            {then}
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="font-medium">English now</dt>
          <dd lang="en" className="break-words whitespace-pre-wrap">
            {now}
          </dd>
        </div>
      </dl>
      <div className="flex items-center gap-2">
        <Checkbox
          id={checkboxId}
          checked={confirmed}
          onCheckedChange={(checked) => onConfirmedChange(checked === true)}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          The translation still fits the English now
        </Label>
      </div>
    </div>
  );
}
