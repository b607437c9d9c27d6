import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

/** A list's item as a card that screen readers hear as an article named by its heading. */
export function ListItemCard({
  headingId,
  className,
  children,
}: {
  /** The id of the card's heading. */
  headingId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className={className}>
        {children}
      </Card>
    </li>
  );
}
