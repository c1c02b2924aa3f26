import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { CheckInInstruction } from '../../../shared/schemas/check-in.js';

/** Admin display order: ascending sortOrder, then oldest first. */
function sortCheckInInstructions(instructions: readonly CheckInInstruction[]): CheckInInstruction[] {
  return [...instructions].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * Every check-in instruction (GET /api/check-in-instructions/all). The default query function throws on
 * 401, which spec 6 wants here: an admin list load treats it as an error.
 */
export const adminCheckInInstructionsQuery = queryOptions<CheckInInstruction[]>({
  queryKey: [api.checkInInstructionsAll],
});

export function useAdminCheckInInstructions() {
  return useQuery({ ...adminCheckInInstructionsQuery, select: sortCheckInInstructions });
}
