import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { ContactSubmission } from '../../../shared/schemas/contact.js';

/** The contact messages (GET /api/contact); a 401 is an error (spec 6). */
export function useContactMessages() {
  return useQuery<ContactSubmission[]>({ queryKey: [api.contact] });
}
