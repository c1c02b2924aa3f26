import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type {
  DemoContentPreview,
  DemoContentRemoved,
  DemoRecordRef,
  SetupChecklist,
  SetupTestEmail,
} from '../../../shared/schemas/setup.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest, errorMessage } from '../../lib/api.js';
import { handleAuthError } from '../admin/auth-error.js';
import { toastMutationError } from '../admin/mutation-feedback.js';

/**
 * What is left to set up (decision 0057). Read afresh whenever the dashboard opens, since the steps are
 * closed on other screens; asked again every 2 s while a test email waits in the outbox.
 */
export const setupChecklistQuery = queryOptions<SetupChecklist>({
  queryKey: [adminApi.setupChecklist],
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.testEmail?.status === 'pending' ? 2000 : false),
});

export function useSetupChecklist() {
  return useQuery(setupChecklistQuery);
}

/** POST the test email; the checklist then follows its delivery. */
export function useSendSetupTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SetupTestEmail>('POST', adminApi.setupTestEmail),
    onError: (error) => {
      if (handleAuthError(error)) return;
      toast({ variant: 'destructive', title: 'Test email not sent', description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupChecklistQuery.queryKey }),
  });
}

/** What removing the demo would take, and the demo records the owner edited (decision 0087); read when the confirmation opens. */
export const demoContentQuery = queryOptions<DemoContentPreview>({
  queryKey: [adminApi.demoContent],
  staleTime: 0,
});

export function useDemoContentPreview(enabled: boolean) {
  return useQuery({ ...demoContentQuery, enabled });
}

/** Removes the demo content and the ticked edited records; every list may have changed, so every query is read again. */
export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removeEdited: DemoRecordRef[]) =>
      apiRequest<DemoContentRemoved>('POST', adminApi.demoContentRemove, { removeEdited }),
    onSuccess: (result) => {
      const removed = Object.values(result.removed).reduce((total, n) => total + n, 0);
      toast({
        title: 'Demo content removed',
        description:
          result.kept > 0
            ? `${removed} demo records removed; ${result.kept} you changed are kept as yours.`
            : `${removed} demo records removed.`,
      });
      return queryClient.invalidateQueries();
    },
    onError: toastMutationError('Failed to remove the demo content'),
  });
}
