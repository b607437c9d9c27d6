import { Fragment, useState, type ReactNode } from 'react';
import { Dialog } from '@client/components/ui/dialog';

/** What a list's create/edit dialog is open for: undefined closed, null a new item, or an item. */
export function useEditDialog<T extends { id: string }>() {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  return {
    editing,
    openNew: () => setEditing(null),
    openEdit: (item: T) => setEditing(item),
    close: () => setEditing(undefined),
  };
}

/**
 * The Dialog around a list's create/edit form: open while `editing` is not undefined, its content
 * made afresh for each item (and for a new one), closed by `onClose`.
 */
export function EditDialog<T extends { id: string }>({
  editing,
  onClose,
  children,
}: {
  editing: T | null | undefined;
  onClose: () => void;
  /** The dialog's content, for the item edited or null for a new one. */
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Dialog
      open={editing !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {editing !== undefined ? (
        <Fragment key={editing?.id ?? 'new'}>{children(editing)}</Fragment>
      ) : null}
    </Dialog>
  );
}
