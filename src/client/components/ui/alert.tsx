import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/utils';

const alertVariants = cva('w-full rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      default: 'bg-card text-card-foreground',
      destructive: 'border-destructive/50 bg-destructive/10 text-destructive dark:text-red-300',
      success: 'border-success/50 bg-success/10 text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** An inline message box. Pass role="alert" for errors that must be announced. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
