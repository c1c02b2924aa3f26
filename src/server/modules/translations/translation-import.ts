import type { TranslationLocale } from '../../../shared/locales.js';
import { TranslationFileSchema, type TranslationImportResult } from '../../../shared/schemas/translations.js';
import { isTranslatableResource, type TranslatableResource } from '../../../shared/translatable-fields.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { fieldProblem, languageProblem, translationProblem } from './translation-rules.js';
import {
  listSourceRecords,
  type SourceRecord,
  saveTranslations,
  sourceTextsOf,
  type TranslationChange,
} from './translations.repository.js';
import { readXliff, XliffError } from './xliff.js';

/** A unit of an imported file, named as in the file (`rooms/3/name`). */
interface ImportUnit {
  unit: string;
  resource: string;
  id: number;
  field: string;
  source: string;
  text: string;
}

/** An XLIFF unit id, `resource/id/field`. */
export const unitIdOf = (resource: string, id: number, field: string) => `${resource}/${id}/${field}`;

function parseUnitId(unit: string): Pick<ImportUnit, 'resource' | 'id' | 'field'> | undefined {
  const match = /^([a-z-]+)\/(\d{1,10})\/([A-Za-z]+)$/.exec(unit);
  if (!match) return undefined;
  return { resource: match[1] as string, id: Number(match[2]), field: match[3] as string };
}

/**
 * An import's language and units, from a JSON file (the body, parsed) or an XLIFF file (the body as
 * text); anything else is a 400 saying what is wrong with it.
 */
export function readImportFile(body: unknown): { locale: TranslationLocale; units: ImportUnit[] } {
  if (typeof body === 'string') {
    let document: ReturnType<typeof readXliff>;
    try {
      document = readXliff(body);
    } catch (error) {
      if (error instanceof XliffError) throw badRequest(error.message);
      throw error;
    }
    const badLanguage = languageProblem(document.targetLanguage);
    if (badLanguage) throw badRequest(`The file's target-language: ${badLanguage}`);
    return {
      locale: document.targetLanguage as TranslationLocale,
      units: document.units.map((unit) => {
        const named = parseUnitId(unit.id);
        return {
          unit: unit.id,
          resource: named?.resource ?? '',
          id: named?.id ?? 0,
          field: named?.field ?? '',
          source: unit.source,
          text: unit.target,
        };
      }),
    };
  }
  const parsed = TranslationFileSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw badRequest(`Not a translations file of this site${where}: ${issue?.message ?? 'unreadable'}`);
  }
  return {
    locale: parsed.data.locale,
    units: parsed.data.items.map((item) => ({ ...item, unit: unitIdOf(item.resource, item.id, item.field) })),
  };
}

/**
 * Saves an imported file's translations: a unit whose English has changed since the file was made is
 * saved as it stands but stale (its `sourceText` is the file's English); an empty one is left alone; a
 * unit naming nothing, or breaking a placeholder or a field's limit, is skipped with the reason.
 */
export async function importTranslations(
  db: Db,
  locale: TranslationLocale,
  units: readonly ImportUnit[],
  bookingUrl: string,
): Promise<TranslationImportResult> {
  const skipped: TranslationImportResult['skipped'] = [];
  const changes: TranslationChange[] = [];
  const records = new Map<TranslatableResource, Map<number, SourceRecord>>();
  const recordsOf = async (resource: TranslatableResource) => {
    let found = records.get(resource);
    if (!found) {
      found = new Map(
        (await listSourceRecords(db, resource, bookingUrl)).map((record) => [record.id, record]),
      );
      records.set(resource, found);
    }
    return found;
  };
  for (const unit of units) {
    const text = unit.text.trim();
    if (text === '') continue;
    const skip = (reason: string) => skipped.push({ unit: unit.unit, reason });
    if (!unit.resource) {
      skip('Not a unit of this site: its id must read resource/id/field, e.g. rooms/3/name');
      continue;
    }
    if (!isTranslatableResource(unit.resource)) {
      skip(`Unknown resource "${unit.resource}"`);
      continue;
    }
    const resource = unit.resource;
    const badField = fieldProblem(resource, unit.field);
    if (badField) {
      skip(badField);
      continue;
    }
    const record = (await recordsOf(resource)).get(unit.id);
    if (!record) {
      skip(`No ${resource} with id ${unit.id}: it may have been deleted`);
      continue;
    }
    const english = sourceTextsOf(resource, record)[unit.field] ?? '';
    // The English the translator saw: the file's, else (not given, or the same) the record's.
    const madeFrom = !unit.source.trim() || unit.source.trim() === english.trim() ? english : unit.source;
    const problem = translationProblem(resource, locale, unit.field, madeFrom, text);
    if (problem) {
      skip(problem);
      continue;
    }
    changes.push({ resource, recordId: unit.id, locale, field: unit.field, text, sourceText: madeFrom });
  }
  return { saved: await saveTranslations(db, changes), skipped };
}
