import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/**
 * A list row's action as a small ghost link: its icon, its label and, for screen readers, the name
 * of the item it acts on. The label shows on wide screens only, or with `wideIconOnly` on phones
 * only (wide screens then show the icon, with the label as its tooltip).
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
    <Button asChild variant="ghost" size="sm">
      <Link href={href} title={wideIconOnly ? label : undefined}>
        <Icon aria-hidden="true" />
        <span className={wideIconOnly ? 'sm:sr-only' : 'max-sm:sr-only'}>{label}</span>
        <span className="sr-only"> : {itemName}</span>
      </Link>
    </Button>
  );
}
