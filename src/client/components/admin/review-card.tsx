import type { ReactNode } from 'react';
import { ListItemCard } from '@client/components/list-item-card';

/**
 * A request an admin reviews (a payment, a subscription, a quote request), as a list item: its
 * title, who asked (name · email), its status badge, its facts, then what can be done with it.
 */
export function ReviewCard({
  headingId,
  title,
  name,
  email,
  badge,
  facts,
  children,
}: {
  headingId: string;
  title: ReactNode;
  name: string;
  email: string;
  badge: ReactNode;
  /** Fact lines, inside the card's <dl>. */
  facts: ReactNode;
  /** Below the facts: notes, actions. */
  children?: ReactNode;
}) {
  return (
    <ListItemCard headingId={headingId} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="font-semibold break-words">
            {title}
          </h3>
          <p className="text-sm break-words">
            {name} <span className="text-muted-foreground">· {email}</span>
          </p>
        </div>
        {badge}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">{facts}</dl>
      {children}
    </ListItemCard>
  );
}
