import { TabPanels } from '@client/components/tab-bar';
import { AdminSubscriptionsList } from './admin-subscriptions-list';
import { AdminSubscriptionPlans } from './admin-subscriptions-plans';

const tabs = [
  { value: 'subscriptions', label: 'Abonnements', panel: <AdminSubscriptionsList /> },
  { value: 'plans', label: 'Plans', panel: <AdminSubscriptionPlans /> },
];

/**
 * The admin dashboard's "Abonnements" tab (spec 02 §2): the subscriptions to confirm or reject,
 * and the plans with the platform's exchange rate.
 */
export default function AdminSubscriptionsTab() {
  return (
    <TabPanels
      label="Abonnements et plans"
      tabs={tabs}
      className="flex w-full max-w-md"
      triggerClassName="flex-1"
    />
  );
}
