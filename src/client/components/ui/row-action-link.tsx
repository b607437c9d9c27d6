import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { WithTooltip } from '@client/components/ui/tooltip';

/**
 * A list row's action as a small ghost link: its icon, its label and, for screen readers, the name
 * of the item it acts on. The label shows on wide screens only, or with `wideIconOnly` on phones
 * only; where only the icon shows, the label is its tooltip.
 */
export function RowActionLink({
  href,
  icon: Icon,
  label,
  itemName,
  wideIconOnly,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  itemName: string;
  wideIconOnly?: boolean;
}) {
  return (
    <WithTooltip label={label} contentClassName={iconOnlyTooltip(wideIconOnly)}>
      <Button asChild variant="ghost" size="sm">
        <Link href={href}>
          <Icon aria-hidden="true" />
          <span className={wideIconOnly ? 'sm:sr-only' : 'max-sm:sr-only'}>{label}</span>
          <span className="sr-only"> : {itemName}</span>
        </Link>
      </Button>
    </WithTooltip>
  );
}

/** Hides a row action's tooltip at the widths where its label is written (see RowActionLink). */
export function iconOnlyTooltip(wideIconOnly?: boolean): string {
  return wideIconOnly ? 'max-sm:hidden' : 'sm:hidden';
}
