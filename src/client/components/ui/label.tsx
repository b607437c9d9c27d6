import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** A native label: always give it `htmlFor` (or wrap the control) so the field has a name. */
export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('text-sm leading-none font-medium text-foreground', className)}
      {...props}
    />
  );
}
