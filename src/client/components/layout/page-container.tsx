import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** Centred page width with phone-friendly padding. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10', className)}
      {...props}
    />
  );
}
