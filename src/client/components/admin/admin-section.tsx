import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A section of an admin tab, named by its heading: the title (h2) and what the section is for,
 * `action` beside them (a filter, "Nouveau …"), then the content. The ids start with `id`.
 */
export function AdminSection({
  id,
  title,
  description,
  action,
  actionAlign = description ? 'end' : 'center',
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  action: ReactNode;
  /** How the action lines up with the heading: low (a labelled filter) or centred. */
  actionAlign?: 'end' | 'center';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const heading = (
    <h2 id={titleId} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <section className="grid gap-4" aria-labelledby={titleId}>
      {/* A title alone is centred on the action; with a description, the action sits low. */}
      <div
        className={cn(
          'flex flex-wrap justify-between gap-3',
          actionAlign === 'end' ? 'items-end' : 'items-center',
        )}
      >
        {description ? (
          <div className="grid gap-1">
            {heading}
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        ) : (
          heading
        )}
        {action}
      </div>
      {children}
    </section>
  );
}
