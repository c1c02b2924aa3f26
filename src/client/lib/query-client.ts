import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_REFETCH_INTERVAL_MS, DEFAULT_STALE_TIME_MS } from '../../shared/constants.js';
import { getQueryFn } from './api.js';

/** Spec section 9 defaults: refetch every 30 s and on focus, fresh for 5 s, no retries, network always. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: DEFAULT_REFETCH_INTERVAL_MS,
        refetchOnWindowFocus: true,
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
