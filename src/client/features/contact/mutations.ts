import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/routes.js';
import type { ContactCreateSchema } from '../../../shared/schemas/contact.js';
import { apiRequest } from '../../lib/api.js';
import { isContactQuery } from './queries.js';

export type ContactMessage = z.output<typeof ContactCreateSchema>;

/** POST /api/contact; the admin's message lists (every view) and counts are refreshed afterwards. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactMessage) => apiRequest('POST', api.contact, message),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isContactQuery }),
  });
}
