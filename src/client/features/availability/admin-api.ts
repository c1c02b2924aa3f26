import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { AvailabilityFeed, AvailabilityFeedCreateInput } from '../../../shared/schemas/availability.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { availabilityQuery } from './queries.js';

/** The owner's calendar feeds with their sync states (GET /api/availability/feeds). */
export const availabilityFeedsQuery = queryOptions<AvailabilityFeed[]>({
  queryKey: [adminApi.availabilityFeeds],
});

export function useAvailabilityFeeds() {
  return useQuery(availabilityFeedsQuery);
}

/** Feeds and the public calendar change together. */
function useInvalidateAvailability() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityFeedsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: availabilityQuery.queryKey }),
    ]);
}

/** Syncs every feed now; the answer is the feeds' new states. */
export function useSyncAvailability() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAvailability();
  return useMutation({
    mutationFn: () => apiRequest<AvailabilityFeed[]>('POST', adminApi.availabilitySync),
    onSuccess: async (feeds) => {
      queryClient.setQueryData(availabilityFeedsQuery.queryKey, feeds);
      const failed = feeds.filter((f) => f.isActive && f.lastStatus === 'error').length;
      toast(
        failed > 0
          ? { variant: 'destructive', title: `Sync finished: ${failed} feed${failed > 1 ? 's' : ''} failed` }
          : { title: 'Calendar synced' },
      );
      await invalidate();
    },
    onError: toastMutationError('Sync failed'),
  });
}

/** Adds a feed, then syncs at once so the owner sees whether it works. */
export function useCreateAvailabilityFeed() {
  const invalidate = useInvalidateAvailability();
  return useMutation({
    mutationFn: async (input: AvailabilityFeedCreateInput) => {
      const feed = await apiRequest<AvailabilityFeed>('POST', adminApi.availabilityFeeds, input);
      await apiRequest<AvailabilityFeed[]>('POST', adminApi.availabilitySync).catch(() => undefined);
      return feed;
    },
    onSuccess: async () => {
      toast({ title: 'Feed added' });
      await invalidate();
    },
    onError: toastMutationError('Failed to add feed'),
  });
}

export function useDeleteAvailabilityFeed() {
  const invalidate = useInvalidateAvailability();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', adminApi.availabilityFeed(id)),
    onSuccess: async () => {
      toast({ title: 'Feed deleted' });
      await invalidate();
    },
    onError: toastMutationError('Failed to delete feed'),
  });
}
