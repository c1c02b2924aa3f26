/** What `bindEntitySave` needs of a create or update mutation (method syntax: any variables fit). */
interface SaveMutation<TVariables> {
  mutate(variables: TVariables, options: { onSuccess: () => void }): void;
  isPending: boolean;
}

/**
 * The submit of an add/edit form: `save(data, then)` updates the entity being edited, or creates one when
 * none is, and runs `then` once saved; `pending` while either write runs.
 */
export function bindEntitySave<TData>(
  editing: { id: number } | null,
  create: SaveMutation<TData>,
  update: SaveMutation<{ id: number; data: TData }>,
) {
  return {
    pending: create.isPending || update.isPending,
    save(data: TData, then: () => void) {
      if (editing) update.mutate({ id: editing.id, data }, { onSuccess: then });
      else create.mutate(data, { onSuccess: then });
    },
  };
}
