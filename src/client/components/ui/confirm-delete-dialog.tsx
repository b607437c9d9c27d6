import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';

/**
 * The spec's deletion confirmation: "Êtes-vous sûr ?", a text saying what goes, "Annuler" and
 * "Supprimer". Open while `target` is set; confirming hands the target back.
 */
export function ConfirmDeleteDialog<T>({
  target,
  onClose,
  onConfirm,
  children,
}: {
  target: T | null;
  onClose: () => void;
  onConfirm: (target: T) => void;
  /** What will be deleted, for the description. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Êtes-vous sûr ?"
      description={children}
      action="Supprimer"
      destructive
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}

/**
 * What a list with a delete action needs around ConfirmDeleteDialog: `ask` opens it for an item,
 * `dialog` is the dialog's props, `deletingId` the item whose deletion is under way, if any.
 */
export function useConfirmDelete<T extends { id: string }>(deletion: {
  mutate: (target: T) => void;
  isPending: boolean;
  variables: T | undefined;
}) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    ask: setTarget,
    deletingId: deletion.isPending ? deletion.variables?.id : undefined,
    dialog: {
      target,
      onClose: () => setTarget(null),
      onConfirm: (item: T) => deletion.mutate(item),
    },
  };
}
