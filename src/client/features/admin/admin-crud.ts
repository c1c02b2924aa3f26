import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from './mutation-feedback.js';

/** Reloads what a write changed: query options' keys, or a resource's own predicate (check-in). */
export type Invalidate = (queryClient: QueryClient) => Promise<unknown>;

/** An `Invalidate` for the keys of these query options, all awaited. */
export function invalidateQueries(...queries: { queryKey: QueryKey }[]): Invalidate {
  return (queryClient) =>
    Promise.all(queries.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}

export interface AdminMutationFeedback {
  /** The spec 8 success toast; none for a silent write (rooms' reorder). */
  success?: string;
  /** `toastMutationError(...)` or `toastMutationErrorDetail(...)` from mutation-feedback.ts. */
  onError: (error: unknown) => void;
  invalidate: Invalidate;
  /** Runs once the invalidation has refetched (rooms' full page reload). */
  afterSuccess?: () => void;
}

/** One back-office write: on success toast, then invalidate (awaited), then `afterSuccess`. */
export function useAdminMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { success, onError, invalidate, afterSuccess }: AdminMutationFeedback,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) toast({ title: success });
      await invalidate(queryClient);
      afterSuccess?.();
    },
    onError,
  });
}

/** A hook's feedback; `invalidate` overrides the resource's (a category delete also reloads its items). */
export type AdminCrudFeedback = Omit<AdminMutationFeedback, 'invalidate'> & { invalidate?: Invalidate };

/** One admin resource: POST `url`, PUT and DELETE `itemUrl(id)`, and what its writes invalidate. */
export interface AdminResource<TItem, TCreate, TUpdate> {
  url: string;
  itemUrl: (id: number) => string;
  invalidate: Invalidate;
  /** Never set: carries the body and answer types to the hooks below. */
  types?: { item: TItem; create: TCreate; update: TUpdate };
}

export function defineAdminResource<TItem, TCreate, TUpdate = TCreate>(
  resource: Omit<AdminResource<TItem, TCreate, TUpdate>, 'types'>,
): AdminResource<TItem, TCreate, TUpdate> {
  return resource;
}

/*
 * The create / update / delete of a resource, each with its own texts:
 * `export const useCreateX = () => useAdminCreate(x, { success, onError })`. A write that is not one of
 * these three (another body, a result check) uses `useAdminMutation` directly.
 */
export function useAdminCreate<TItem, TCreate, TUpdate>(
  { url, invalidate }: AdminResource<TItem, TCreate, TUpdate>,
  feedback: AdminCrudFeedback,
) {
  return useAdminMutation((input: TCreate) => apiRequest<TItem>('POST', url, input), {
    invalidate,
    ...feedback,
  });
}

export function useAdminUpdate<TItem, TCreate, TUpdate>(
  { itemUrl, invalidate }: AdminResource<TItem, TCreate, TUpdate>,
  feedback: AdminCrudFeedback,
) {
  return useAdminMutation(
    ({ id, data }: { id: number; data: TUpdate }) => apiRequest<TItem>('PUT', itemUrl(id), data),
    { invalidate, ...feedback },
  );
}

export function useAdminDelete<TItem, TCreate, TUpdate>(
  { itemUrl, invalidate }: AdminResource<TItem, TCreate, TUpdate>,
  feedback: AdminCrudFeedback,
) {
  return useAdminMutation((id: number) => apiRequest('DELETE', itemUrl(id)), { invalidate, ...feedback });
}

type AdminCrudTexts = Record<'create' | 'update' | 'delete', AdminCrudFeedback>;

/**
 * The spec 8 texts most resources use: "<Title> added successfully" / "Failed to add <noun>", and the
 * same with updated / update and deleted / delete.
 */
export function crudFeedback(title: string, noun = title.toLowerCase()): AdminCrudTexts {
  const texts = (done: string, verb: string) => ({
    success: `${title} ${done} successfully`,
    onError: toastMutationError(`Failed to ${verb} ${noun}`),
  });
  return {
    create: texts('added', 'add'),
    update: texts('updated', 'update'),
    delete: texts('deleted', 'delete'),
  };
}

/**
 * A resource's three write hooks, each with its texts, for a feature to export under its own names:
 * `export const { useCreate: useCreateX, … } = defineAdminCrudHooks(x, crudFeedback('X'))`.
 */
export function defineAdminCrudHooks<TItem, TCreate, TUpdate>(
  resource: AdminResource<TItem, TCreate, TUpdate>,
  texts: AdminCrudTexts,
) {
  return {
    useCreate: () => useAdminCreate(resource, texts.create),
    useUpdate: () => useAdminUpdate(resource, texts.update),
    useDelete: () => useAdminDelete(resource, texts.delete),
  };
}
