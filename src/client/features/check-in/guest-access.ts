import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { GuestCheckInInstruction } from '../../../shared/schemas/check-in.js';
import { apiRequest } from '../../lib/api.js';

export const ACCESS_CODE_INVALID_TEXT = 'Invalid access code. Please check and try again.';
export const ACCESS_CODE_ERROR_TEXT = 'An error occurred. Please try again later.';
export const CHECK_IN_EMPTY_TEXT =
  'No check-in instructions are available at this time. Please contact the host.';

export type GuestAccessResult =
  | { valid: false }
  | { valid: true; code: string; instructions: GuestCheckInInstruction[] };

const bySortOrder = (a: GuestCheckInInstruction, b: GuestCheckInInstruction) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id;

/**
 * The guest access flow (spec 4): POST the code to the validate call; when it is valid, GET the
 * instructions for it. Any non-OK answer or network failure, of either call, rejects.
 */
export async function verifyGuestAccess(code: string): Promise<GuestAccessResult> {
  const result = await apiRequest<{ valid?: unknown } | null>('POST', api.validateAccessCode, { code });
  if (result?.valid !== true) return { valid: false };
  const instructions = await apiRequest<GuestCheckInInstruction[] | null>('GET', api.checkIn(code));
  if (!Array.isArray(instructions)) throw new Error('Unexpected check-in instructions response');
  return { valid: true, code, instructions: [...instructions].sort(bySortOrder) };
}

/**
 * The access-code check as a mutation: its state is the page's state (idle → pending → invalid,
 * error or verified). The instructions are kept out of the shared query cache on purpose.
 */
export function useGuestAccess() {
  return useMutation({ mutationFn: verifyGuestAccess });
}
