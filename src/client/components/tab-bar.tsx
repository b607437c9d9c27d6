import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '@client/lib/utils';

/** A tab: muted, raised on the background once chosen. */
export const tabTriggerClassName =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export interface TabBarTab {
  value: string;
  label: ReactNode;
}

/**
 * The row of tabs of a Tabs.Root, on a muted strip, named `label` for assistive technology.
 * `className` lays the strip out (flex, grid, width); `triggerClassName` adds to each tab's look.
 */
export function TabBar({
  label,
  tabs,
  className,
  triggerClassName,
}: {
  label: string;
  tabs: readonly TabBarTab[];
  className: string;
  triggerClassName?: string;
}) {
  return (
    <Tabs.List aria-label={label} className={cn(className, 'gap-1 rounded-lg bg-muted p-1')}>
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className={cn(tabTriggerClassName, triggerClassName)}
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

/** Tabs that each show their own panel, the first one at first. */
export function TabPanels({
  label,
  tabs,
  className,
  triggerClassName,
}: {
  label: string;
  tabs: readonly (TabBarTab & { panel: ReactNode })[];
  /** The strip's layout, as for TabBar. */
  className: string;
  triggerClassName?: string;
}) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="grid gap-4">
      <TabBar label={label} tabs={tabs} className={className} triggerClassName={triggerClassName} />
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
