import type { Column, Table } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { CreateInsertSchema, CreateSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import './zod-config.js';

/**
 * Wire schemas derived from a table (decision 0047): drizzle-zod's `createSelectSchema` and
 * `createInsertSchema`, same types and same rules, for the column kinds our tables use. Its runtime is
 * not used because it reaches zod through the whole namespace (`zodInstance ?? z`), which puts all of
 * zod, locales included, into the back office's chunk (+68 KB gzipped); this one names what it uses.
 *
 * A refinement given as a schema replaces the column's schema as it is (the spec's messages, trimming,
 * defaults, `.nullish()` for an optional field); given as a function, it refines the column's schema,
 * made nullable when the column is, but never optional (drizzle-zod's types say so). A column without
 * a refinement takes the column's schema: nullable when the column is, and optional on insert when it
 * is nullable or has a default.
 */

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

const jsonSchema = z.union([
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.record(z.string(), z.any()),
  z.array(z.any()),
]);

function columnSchema(column: Column): z.ZodType {
  if (column.enumValues && column.enumValues.length > 0)
    return z.enum(column.enumValues as [string, ...string[]]);
  switch (column.columnType) {
    case 'PgText':
    // numeric (a decimal string, "145.00") and date in string mode ("2027-04-05") are strings.
    case 'PgNumeric':
    case 'PgDateString':
      return z.string();
    case 'PgInteger':
    case 'PgSerial':
      return z.int().gte(INT32_MIN).lte(INT32_MAX);
    case 'PgBoolean':
      return z.boolean();
    case 'PgTimestamp':
      return z.date();
    case 'PgJsonb':
      return jsonSchema;
    default:
      // A new kind of column: add its schema here, as drizzle-zod's columnToSchema has it.
      throw new Error(`no wire schema for a ${column.columnType} column (${column.name})`);
  }
}

type Refinement = z.ZodType | ((schema: z.ZodType) => z.ZodType);

function objectOf(
  table: Table,
  refine: Record<string, Refinement> | undefined,
  mode: { skip: (c: Column) => boolean; optional: (c: Column) => boolean },
) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (mode.skip(column)) continue;
    const refinement = refine?.[key];
    if (refinement !== undefined && typeof refinement !== 'function') {
      shape[key] = refinement;
      continue;
    }
    if (refinement) {
      // As drizzle-zod's types have it (its run time also makes it optional on insert): nullable only.
      const refined = refinement(columnSchema(column));
      shape[key] = column.notNull ? refined : refined.nullable();
      continue;
    }
    let schema = columnSchema(column);
    if (!column.notNull) schema = schema.nullable();
    if (mode.optional(column)) schema = schema.optional();
    shape[key] = schema;
  }
  return z.object(shape);
}

/** The row as read (responses): nullable columns nullable, none optional. */
export const createSelectSchema = ((table: Table, refine?: Record<string, Refinement>) =>
  objectOf(table, refine, {
    skip: () => false,
    optional: () => false,
  })) as unknown as CreateSelectSchema<undefined>;

/** What may be written: generated columns left out; nullable or defaulted columns optional. */
export const createInsertSchema = ((table: Table, refine?: Record<string, Refinement>) =>
  objectOf(table, refine, {
    skip: (c) => c.generated?.type === 'always',
    optional: (c) => !c.notNull || c.hasDefault,
  })) as unknown as CreateInsertSchema<undefined>;
