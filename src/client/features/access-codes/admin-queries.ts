import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';

/** Every access code (GET /api/access-codes). */
export const accessCodesQuery = queryOptions<AccessCode[]>({ queryKey: [api.accessCodes] });

export function useAccessCodes() {
  return useQuery(accessCodesQuery);
}
