import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** The small "←" link above a page's title, back to where the page belongs (dashboard, course…). */
export function BackLink({
  href,
  className,
  children,
}: {
  href: string;
  /** Added to (or overriding) the link's own classes, e.g. an underline on hover. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-primary',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
