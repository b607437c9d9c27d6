import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

const linkClassName =
  'inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline';

/** A link opening another site in a new tab, its icon first: a meeting, a quiz's resource. */
export function NewTabLink({
  href,
  icon: Icon,
  className,
  children,
}: {
  href: string;
  icon: LucideIcon;
  /** Added to the link's look (size, width). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClassName, className)}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </a>
  );
}
