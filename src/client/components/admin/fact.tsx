import type { ReactNode } from 'react';

/** One "term : value" line of an admin card (inside a <dl>). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term} :</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
