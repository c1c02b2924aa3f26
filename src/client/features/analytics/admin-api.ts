import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { AnalyticsSummary } from '../../../shared/schemas/analytics.js';

/** Visits, 'Book' clicks and enquiries of the last `days` days (GET /api/analytics/summary). */
export function useAnalyticsSummary(days: number) {
  return useQuery<AnalyticsSummary>({
    queryKey: [adminApi.analyticsSummary(days)],
    // Switching 30 ↔ 90 days keeps the previous numbers on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}
