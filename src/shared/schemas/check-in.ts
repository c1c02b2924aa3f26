import { z } from 'zod';
import { CHECK_IN_FORM_DEFAULT_SORT_ORDER, CHECK_IN_FORM_MIN_SORT_ORDER } from '../constants.js';
import { checkInInstructions } from '../tables.js';
import { AccessCodeEntrySchema } from './access-codes.js';
import { requiredMultilineText, requiredText, TimestampSchema } from './common.js';
import { OptionalImageSourceSchema } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

/** `always`: directions, parking, house rules; `stay`: door code, key safe, WiFi (only inside the stay window). */
export const INSTRUCTION_VISIBILITIES = ['always', 'stay'] as const;
export type InstructionVisibility = (typeof INSTRUCTION_VISIBILITIES)[number];

export const CheckInInstructionSchema = createSelectSchema(checkInInstructions, {
  visibility: z.enum(INSTRUCTION_VISIBILITIES),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** A check-in instruction as the admin receives it. */
export type CheckInInstruction = z.input<typeof CheckInInstructionSchema>;

/** What a guest with a valid access code receives. */
export const GuestCheckInInstructionSchema = CheckInInstructionSchema.pick({
  id: true,
  title: true,
  content: true,
  imagePath: true,
  sortOrder: true,
});

/** A `stay` instruction before the stay window: its content never leaves the server. */
export const LockedCheckInInstructionSchema = z.object({
  id: z.number(),
  title: z.string(),
  sortOrder: z.number(),
  locked: z.literal(true),
  availableFrom: TimestampSchema,
});
export type LockedCheckInInstruction = z.input<typeof LockedCheckInInstructionSchema>;

export const GuestCheckInEntrySchema = z.union([
  LockedCheckInInstructionSchema,
  GuestCheckInInstructionSchema,
]);
export type GuestCheckInInstruction = z.input<typeof GuestCheckInInstructionSchema>;
export type GuestCheckInEntry = GuestCheckInInstruction | LockedCheckInInstruction;

const SORT_ORDER_MESSAGE = `Sort order must be at least ${CHECK_IN_FORM_MIN_SORT_ORDER}`;

/** Blank or null means "not given": the form allows an empty entry while typing. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A whole number from 1; numeric text is accepted too. */
const SortOrderNumberSchema = z.preprocess(
  (value: number | string) => (typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(CHECK_IN_FORM_MIN_SORT_ORDER, SORT_ORDER_MESSAGE)
    .max(1_000_000, 'Sort order must be at most 1000000'),
);

/** sortOrder differs between create and update (below). */
const CheckInInstructionFields = createInsertSchema(checkInInstructions, {
  title: requiredText('Title is required', 200),
  content: requiredMultilineText('Content is required', 20_000),
  imagePath: OptionalImageSourceSchema,
  visibility: z.enum(INSTRUCTION_VISIBILITIES, { error: 'Visibility must be "always" or "stay"' }),
}).omit({ id: true, sortOrder: true, createdAt: true, updatedAt: true });

export const CheckInInstructionCreateSchema = CheckInInstructionFields.extend({
  visibility: CheckInInstructionFields.shape.visibility.default('always'),
  sortOrder: z.preprocess(blankToUndefined, SortOrderNumberSchema.default(CHECK_IN_FORM_DEFAULT_SORT_ORDER)),
});
export type CheckInInstructionCreateInput = z.input<typeof CheckInInstructionCreateSchema>;

/** The edit form treats every field as optional; a blank sortOrder leaves it unchanged. */
export const CheckInInstructionUpdateSchema = CheckInInstructionFields.partial().extend({
  sortOrder: z.preprocess(blankToUndefined, SortOrderNumberSchema.optional()),
});
export type CheckInInstructionUpdateInput = z.input<typeof CheckInInstructionUpdateSchema>;

export const CheckInQuerySchema = z.object({ code: AccessCodeEntrySchema });
