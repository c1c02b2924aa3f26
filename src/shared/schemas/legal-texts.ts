import { z } from 'zod';
import './zod-config.js';
import { MONTH_PATTERN } from '../text/month.js';
import { requiredMultilineText } from './common.js';

/**
 * The privacy policy and terms of use as the owner writes them (issue 45, decision 0084): plain text
 * in the format of `src/shared/text/legal-text.ts`, and the month it was last updated.
 */
export const LEGAL_PAGES = ['privacy-policy', 'terms-of-use'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const LEGAL_TEXT_MAX = 30_000;
const UPDATED_MESSAGE = 'Last updated must be a month such as 2025-06';

export const LegalPageParamsSchema = z.object({
  page: z.enum(LEGAL_PAGES, { error: 'The page must be privacy-policy or terms-of-use' }),
});

export const LegalTextFieldsSchema = z.object({
  body: requiredMultilineText('The text is required', LEGAL_TEXT_MAX),
  updatedMonth: z.string({ error: UPDATED_MESSAGE }).trim().regex(MONTH_PATTERN, UPDATED_MESSAGE),
});

/** GET /api/legal-texts/{page}. */
export const LegalTextSchema = LegalTextFieldsSchema.extend({ page: z.enum(LEGAL_PAGES) });
export type LegalText = z.input<typeof LegalTextSchema>;

/** PUT /api/legal-texts/{page}: either field or both; an unknown field is refused. */
export const LegalTextUpdateSchema = LegalTextFieldsSchema.partial().strict();
export type LegalTextUpdate = z.output<typeof LegalTextUpdateSchema>;
