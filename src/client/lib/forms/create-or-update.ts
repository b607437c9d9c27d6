/** What a create or update mutation offers a dialog (TanStack Query's useMutation result). */
export interface SaveMutation<TInput> {
  mutateAsync: (input: TInput) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The save of a create/edit dialog: a new item (null) is created, an existing one updated by its
 * id; `saving` while either is under way. Hand `save` to saveOnSubmit.
 */
export function createOrUpdate<TBody>(
  item: { id: string } | null,
  create: SaveMutation<TBody>,
  update: SaveMutation<{ id: string; body: TBody }>,
) {
  return {
    save: (body: TBody) =>
      item ? update.mutateAsync({ id: item.id, body }) : create.mutateAsync(body),
    saving: create.isPending || update.isPending,
  };
}
