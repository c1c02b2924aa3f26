import { z } from 'zod';

/**
 * The fields of a partial update that were actually sent (undefined ones dropped), or null when
 * there are none. Drizzle cannot run `UPDATE … SET` with nothing to set, so callers with null
 * return the record unchanged instead.
 */
export function definedValues<T extends object>(input: T): Partial<T> | null {
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : null;
}

/** A PUT body schema that also takes a request without a body (or JSON null) as "change nothing". */
export function updateBody<T extends z.ZodType<object>>(schema: T) {
  return z.preprocess((value: unknown) => value ?? {}, schema);
}
