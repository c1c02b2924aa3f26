import { Download, FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { adminApi } from '../../../shared/admin-routes.js';
import { TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import type { TranslationImportResult } from '../../../shared/schemas/translations.js';
import { Button, buttonVariants } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { AdminCardIcon, AdminCardTitle } from '../admin/admin-card-heading.js';
import { useImportTranslations } from './admin-api.js';
import { TRANSLATION_LOCALE_NAMES } from './translation-text.js';

type FileFormat = 'json' | 'xliff';
const FORMAT_LABELS: Record<FileFormat, string> = { json: 'JSON', xliff: 'XLIFF' };

/**
 * One language's translations as a file for any translator (JSON or XLIFF 1.2), and the translated file
 * sent back: what it saved and, unit by unit, what it skipped and why.
 */
export function AdminTranslationFiles() {
  const [locale, setLocale] = useState<TranslationLocale>('de');
  const [format, setFormat] = useState<FileFormat>('json');
  const [result, setResult] = useState<{ fileName: string; answer: TranslationImportResult } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = useImportTranslations();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    importFile.mutate(file, { onSuccess: (answer) => setResult({ fileName: file.name, answer }) });
    // The same file may be chosen again after a fix.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Card role="region" aria-labelledby="translation-files-title" className="mb-6 grid gap-5 p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <AdminCardIcon icon={FileText} />
        <div className="min-w-0">
          <AdminCardTitle id="translation-files-title">Export and import</AdminCardTitle>
          <p className="text-sm text-muted-foreground">
            Download one language as a file for a translator, then import the translated file.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid w-[calc(50%-0.5rem)] gap-2 sm:w-48">
          <Label htmlFor="translation-file-language">Language</Label>
          <Select value={locale} onValueChange={(next) => setLocale(next as TranslationLocale)}>
            <SelectTrigger id="translation-file-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TRANSLATION_LOCALES.map((code) => (
                <SelectItem key={code} value={code} lang={TRANSLATION_LOCALE_NAMES[code].htmlLang}>
                  {TRANSLATION_LOCALE_NAMES[code].name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid w-[calc(50%-0.5rem)] gap-2 sm:w-40">
          <Label htmlFor="translation-file-format">Format</Label>
          <Select value={format} onValueChange={(next) => setFormat(next as FileFormat)}>
            <SelectTrigger id="translation-file-format">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['json', 'xliff'] as const).map((value) => (
                <SelectItem key={value} value={value}>
                  {FORMAT_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <a
          href={adminApi.translationsExport(locale, format)}
          download
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
        >
          <Download aria-hidden="true" />
          Export
        </a>
        <div className="sm:ml-auto">
          <input
            ref={fileInput}
            id="translation-import-file"
            type="file"
            accept=".json,.xlf,.xliff,.xml,application/json,application/xml,application/xliff+xml"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <Button
            type="button"
            className="w-fit"
            disabled={importFile.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden="true" />
            {importFile.isPending ? 'Importing…' : 'Import a file…'}
          </Button>
        </div>
      </div>
      {result ? <ImportResult fileName={result.fileName} answer={result.answer} /> : null}
    </Card>
  );
}

/** "N saved" and the skipped units with their reasons, read out when it appears. */
function ImportResult({ fileName, answer }: { fileName: string; answer: TranslationImportResult }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <p className="text-foreground">
        <span className="font-medium">{fileName}:</span> {answer.saved} saved
        {answer.skipped.length > 0 ? `, ${answer.skipped.length} skipped` : ''}.
      </p>
      {answer.skipped.length > 0 ? (
        <ul className="grid gap-1" aria-label="Skipped">
          {answer.skipped.map(({ unit, reason }, index) => (
            <li key={`${unit}-${index}`} className="break-words text-muted-foreground">
              <code className="font-mono text-foreground">{unit}</code>: {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
