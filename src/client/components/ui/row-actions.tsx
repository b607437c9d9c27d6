import type { LucideIcon } from 'lucide-react';
import { RowActionLink } from '@client/components/ui/row-action-link';
import { RowDeleteButton } from '@client/components/ui/row-delete-button';

/** A link of a list row: where it goes, its icon and label. */
export interface RowLink {
  href: string;
  icon: LucideIcon;
  label: string;
}

/** What a list row offering "Supprimer" is given besides its item. */
export interface DeletableRowProps<T> {
  onDelete: (item: T) => void;
  /** Its deletion is under way. */
  deleting: boolean;
}

/**
 * A list row's actions, all shaped alike: its links (those not wanted left out as `false`), then
 * "Supprimer" of `item`, which waits while `deleting`. Screen readers hear the item's name with
 * each.
 */
export function RowActions<T>({
  item,
  itemName,
  links,
  onDelete,
  deleting,
  wideIconOnly,
}: {
  item: T;
  itemName: string;
  links: readonly (RowLink | false)[];
  /** The labels show on phones only (see RowActionLink). */
  wideIconOnly?: boolean;
} & DeletableRowProps<T>) {
  return (
    <>
      {links.map((link) =>
        link ? (
          <RowActionLink
            key={link.label}
            {...link}
            itemName={itemName}
            wideIconOnly={wideIconOnly}
          />
        ) : null,
      )}
      <RowDeleteButton
        itemName={itemName}
        disabled={deleting}
        onClick={() => onDelete(item)}
        wideIconOnly={wideIconOnly}
      />
    </>
  );
}
