import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';

/** Every access code (GET /api/access-codes). */
export function useAccessCodes() {
  return useQuery<AccessCode[]>({ queryKey: [api.accessCodes] });
}
