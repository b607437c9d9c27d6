import { Pencil, Trash2 } from 'lucide-react';
import type { ItemActions } from '@client/components/editable-list';
import { Button } from '@client/components/ui/button';

/** A card's "Modifier" and "Supprimer"; screen readers also hear the item's name. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleting,
}: { name: string } & ItemActions) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Modifier<span className="sr-only"> : {name}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={onDelete} disabled={deleting}>
        <Trash2 aria-hidden="true" />
        Supprimer<span className="sr-only"> : {name}</span>
      </Button>
    </div>
  );
}
