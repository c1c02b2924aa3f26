import { api } from '../../../shared/routes.js';

/**
 * Every view's messages and the counts (admin-api.ts): the keys that start with GET /api/contact.
 * Here, not in admin-api.ts, so the public contact form can refresh them without the back office's
 * query options in its chunk.
 */
export const isContactQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith(api.contact);
