import { Tabs } from 'radix-ui';
import { AdminSubscriptionsList } from './admin-subscriptions-list';
import { AdminSubscriptionPlans } from './admin-subscriptions-plans';

const tabTriggerClassName =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The admin dashboard's "Abonnements" tab (spec 02 §2): the subscriptions to confirm or reject,
 * and the plans with the platform's exchange rate.
 */
export default function AdminSubscriptionsTab() {
  return (
    <Tabs.Root defaultValue="subscriptions" className="grid gap-4">
      <Tabs.List
        aria-label="Abonnements et plans"
        className="flex w-full max-w-md gap-1 rounded-lg bg-muted p-1"
      >
        <Tabs.Trigger value="subscriptions" className={tabTriggerClassName}>
          Abonnements
        </Tabs.Trigger>
        <Tabs.Trigger value="plans" className={tabTriggerClassName}>
          Plans
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="subscriptions">
        <AdminSubscriptionsList />
      </Tabs.Content>
      <Tabs.Content value="plans">
        <AdminSubscriptionPlans />
      </Tabs.Content>
    </Tabs.Root>
  );
}
