import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

const iconTones = {
  primary: 'text-primary',
  muted: 'text-muted-foreground',
  inherit: '',
} as const;

/**
 * A list item led by its icon: the facts of a course, a quiz, a class, an offer. The icon sits
 * on the first line, so a fact that wraps on a narrow phone still reads from its icon.
 */
export function IconItem({
  icon: Icon,
  tone = 'primary',
  className,
  children,
}: {
  icon: LucideIcon;
  tone?: keyof typeof iconTones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex items-start gap-2', className)}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconTones[tone])} aria-hidden="true" />
      {children}
    </li>
  );
}
