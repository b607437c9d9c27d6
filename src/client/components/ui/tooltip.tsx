import type { ComponentProps, ReactElement } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '@client/lib/utils';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing';

/** Mounted once at the app root: every tooltip shares its timing. */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 max-w-64 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * A control whose name is not written next to its icon, with that name as its tooltip (on hover
 * or keyboard focus; touch screens show none). `label` should match the control's accessible
 * name. `contentClassName` can hide the tooltip where the name is visible (e.g. "sm:hidden").
 */
export function WithTooltip({
  label,
  contentClassName,
  children,
}: {
  label: string;
  contentClassName?: string;
  children: ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger
        asChild
        // Focus opens it only when it comes from the keyboard: a menu handing the focus back to
        // its button after a tap or a click must not leave a tooltip standing.
        onFocus={(event) => {
          if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
        }}
      >
        {children}
      </TooltipTrigger>
      <TooltipContent className={contentClassName}>{label}</TooltipContent>
    </Tooltip>
  );
}
