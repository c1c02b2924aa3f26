import * as drizzleZod from 'drizzle-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInsertSchema, createSelectSchema } from '../../src/shared/schemas/from-table.js';
import * as tables from '../../src/shared/tables.js';

const contentTables = Object.entries(tables).filter(([, value]) => typeof value === 'object');

// The helper claims drizzle-zod's types, so its schemas must be drizzle-zod's schemas.
describe('schemas derived from the content tables', () => {
  it('covers every content table', () => {
    const names = contentTables.map(([name]) => name);
    expect(names).toContain('rooms');
    // Numeric and date columns too: the price and the booking date.
    expect(names).toEqual(expect.arrayContaining(['bookableExperiences', 'experienceBookings']));
    expect(contentTables.length).toBeGreaterThanOrEqual(11);
  });

  for (const [name, table] of contentTables) {
    it(`derives ${name} as drizzle-zod does`, () => {
      const t = table as typeof tables.rooms;
      expect(z.toJSONSchema(createSelectSchema(t), { unrepresentable: 'any' })).toEqual(
        z.toJSONSchema(drizzleZod.createSelectSchema(t), { unrepresentable: 'any' }),
      );
      expect(z.toJSONSchema(createInsertSchema(t), { unrepresentable: 'any' })).toEqual(
        z.toJSONSchema(drizzleZod.createInsertSchema(t), { unrepresentable: 'any' }),
      );
    });
  }

  it('keeps a schema refinement as it is and makes a function refinement nullable, as the types say', () => {
    const fields = createInsertSchema(tables.rooms, {
      name: z.string().min(1, 'Name is required'),
      imageAlt: (schema) => schema.max(3),
    });
    expect(fields.safeParse({ name: '', description: 'd' }).error?.issues[0].message).toBe(
      'Name is required',
    );
    expect(fields.parse({ name: 'n', description: 'd', imageAlt: null }).imageAlt).toBeNull();
    expect(fields.safeParse({ name: 'n', description: 'd', imageAlt: 'long' }).success).toBe(false);
    expect(fields.safeParse({ name: 'n', description: 'd' }).success).toBe(false);
    expect(fields.safeParse({ name: 'n', description: 'd', sortOrder: 2 ** 31 }).success).toBe(false);
  });
});
