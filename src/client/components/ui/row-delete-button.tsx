import { Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { iconOnlyTooltip } from '@client/components/ui/row-action-link';
import { WithTooltip } from '@client/components/ui/tooltip';

/**
 * A list row's "Supprimer" button, shaped like RowActionLink: the label shows on wide screens only,
 * or with `wideIconOnly` on phones only; screen readers also hear the item's name.
 */
export function RowDeleteButton({
  itemName,
  onClick,
  disabled,
  wideIconOnly,
}: {
  itemName: string;
  onClick: () => void;
  disabled?: boolean;
  wideIconOnly?: boolean;
}) {
  const label = 'Supprimer';
  return (
    <WithTooltip label={label} contentClassName={iconOnlyTooltip(wideIconOnly)}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive dark:text-red-400"
        disabled={disabled}
        onClick={onClick}
      >
        <Trash2 aria-hidden="true" />
        <span className={wideIconOnly ? 'sm:sr-only' : 'max-sm:sr-only'}>{label}</span>
        <span className="sr-only"> : {itemName}</span>
      </Button>
    </WithTooltip>
  );
}
