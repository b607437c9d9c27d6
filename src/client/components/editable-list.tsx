import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { Button } from '@client/components/ui/button';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { toast, type ToastOptions } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';

/** What an item of an editable list may do: open its edit dialog, ask to delete it, wait. */
export interface ItemActions {
  onEdit: () => void;
  onDelete: () => void;
  /** Its deletion is under way: "Supprimer" waits. */
  deleting: boolean;
}

/** The delete mutation of a list's items (TanStack Query's useMutation result), by id. */
interface ItemRemoval<R> {
  mutate(
    item: { id: string },
    callbacks: { onSuccess: (result: R) => void; onError: (err: Error) => void },
  ): void;
  isPending: boolean;
  variables?: { id: string } | undefined;
}

/**
 * A list whose items are created, edited and deleted: the create/edit dialog's state, the
 * deletion confirmation (then the `deleted` toast, or an "Erreur" one with the server's message
 * or `deleteFailed`), and each item's actions.
 */
export function useEditableList<T extends { id: string }, R = unknown>(
  remove: ItemRemoval<R>,
  { deleted, deleteFailed }: { deleted: (result: R) => ToastOptions; deleteFailed: string },
) {
  const edit = useEditDialog<T>();
  const confirm = useConfirmDelete<T>({
    isPending: remove.isPending,
    variables: remove.variables as T | undefined,
    mutate: (item) =>
      remove.mutate(item, {
        onSuccess: (result) => toast(deleted(result)),
        onError: (err) => toastError(err, deleteFailed),
      }),
  });
  const actions = (item: T): ItemActions => ({
    onEdit: () => edit.openEdit(item),
    onDelete: () => confirm.ask(item),
    deleting: confirm.deletingId === item.id,
  });
  return { edit, confirm, actions };
}

export type EditableList<T extends { id: string }> = ReturnType<typeof useEditableList<T>>;

/** The "Nouveau …" button of a list, opening its create dialog. */
export function NewItemButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * An editable list's two dialogs: the create/edit one (its content made by `children` for an item,
 * or null for a new one, with what closes it), and the deletion confirmation, which says
 * `deleteConfirm`.
 */
export function EditableListDialogs<T extends { id: string }>({
  list,
  deleteConfirm,
  children,
}: {
  list: EditableList<T>;
  deleteConfirm: ReactNode;
  children: (item: T | null, onClose: () => void) => ReactNode;
}) {
  return (
    <>
      <EditDialog editing={list.edit.editing} onClose={list.edit.close}>
        {(item) => children(item, list.edit.close)}
      </EditDialog>
      <ConfirmDeleteDialog {...list.confirm.dialog}>{deleteConfirm}</ConfirmDeleteDialog>
    </>
  );
}
