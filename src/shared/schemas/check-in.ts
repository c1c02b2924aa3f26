import { z } from 'zod';
import { CHECK_IN_FORM_DEFAULT_SORT_ORDER, CHECK_IN_FORM_MIN_SORT_ORDER } from '../constants.js';
import { checkInInstructions } from '../tables.js';
import { AccessCodeEntrySchema } from './access-codes.js';
import { GuestArrivalSchema } from './arrival.js';
import { NullableTimestampSchema, requiredMultilineText, requiredText, TimestampSchema } from './common.js';
import { OptionalImageSourceSchema } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';
import { LangQuerySchema } from './translations.js';

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
}).extend({
  /** Read in another language (`?lang=`, issue 46): the fields shown in English (`Translated`). */
  englishFields: z.array(z.string()).optional(),
});

/** A `stay` instruction before the stay window: its content never leaves the server. */
export const LockedCheckInInstructionSchema = z.object({
  id: z.number(),
  title: z.string(),
  sortOrder: z.number(),
  locked: z.literal(true),
  availableFrom: TimestampSchema,
  englishFields: z.array(z.string()).optional(),
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

/**
 * What the unlock will show, sent ahead inside the lead window (decision 0072): the phone keeps it and
 * shows it from `unlockAt` by its own clock, with or without signal.
 */
export const GuestSecretsAheadSchema = z.object({
  /** The instant the page may show these (the stay's `opensAt`). */
  unlockAt: TimestampSchema,
  /** The stay's own door code, else the property's (null when neither is set). */
  doorCode: z.string().nullable(),
  wifiPassword: z.string().nullable(),
  /** The instructions as the unlock answers them: `stay` ones with their content, placeholders filled. */
  instructions: z.array(GuestCheckInEntrySchema),
});
export type GuestSecretsAhead = z.input<typeof GuestSecretsAheadSchema>;

/** Per code: what a guest's page shows about the stay (all null for a code without one). */
export const GuestStaySchema = z.object({
  guestName: z.string().nullable(),
  checkInAt: NullableTimestampSchema,
  checkOutAt: NullableTimestampSchema,
  /** When the `stay` instructions unlock (checkInAt − early). */
  opensAt: NullableTimestampSchema,
  /** When the code stops working: the earlier of checkOutAt + late and expiresAt. */
  accessEndsAt: NullableTimestampSchema,
  timeZone: z.string(),
  /** The stored canonical code, for the page to keep and put back in its address. */
  code: z.string(),
  /** True when the `stay` instructions and the arrival secrets are shown now (always for a code without dates). */
  unlocked: z.boolean(),
  arrival: GuestArrivalSchema,
  /**
   * When the stay's secrets start to travel ahead (`opensAt` − the owner's lead hours, decision 0072):
   * a phone that opens the page after it keeps them. Null for a code without dates.
   */
  aheadFrom: NullableTimestampSchema,
  /** Inside the lead window, before the unlock: the secrets the unlock will show; null otherwise. */
  ahead: GuestSecretsAheadSchema.nullable(),
});
export type GuestStay = z.input<typeof GuestStaySchema>;

export const CheckInQuerySchema = z.object({ code: AccessCodeEntrySchema });
/** The guest's reads, in a language of the site (`?lang=de`, issue 46). */
export const GuestCheckInQuerySchema = CheckInQuerySchema.extend(LangQuerySchema.shape);
