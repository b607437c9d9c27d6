import type { ReactNode } from 'react';
import { ListItemCard } from '@client/components/list-item-card';

/**
 * A list item card opening on its title line: the heading (h3) that names the card, its badges
 * at the line's end (offers, audit entries), then the rest of the card.
 */
export function TitledListItemCard({
  headingId,
  className,
  title,
  badges,
  children,
}: {
  headingId: string;
  className: string;
  title: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListItemCard headingId={headingId} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {title}
        </h3>
        {badges}
      </div>
      {children}
    </ListItemCard>
  );
}
