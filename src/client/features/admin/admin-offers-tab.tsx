import { Tabs } from 'radix-ui';
import { AdminBundles } from './admin-offers-bundles';
import { AdminPackages } from './admin-offers-packages';
import { AdminBundlePayments, AdminPackagePurchases } from './admin-offers-payments';
import { AdminQuoteRequests } from './admin-offers-quotes';

const tabTriggerClassName =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The admin dashboard's "Offres" tab (beyond the spec): packages and training bundles for sale,
 * the package purchases and bundle payments to confirm, and the companies' quote requests.
 */
export default function AdminOffersTab() {
  return (
    <Tabs.Root defaultValue="purchases" className="grid gap-4">
      <Tabs.List
        aria-label="Offres"
        className="flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        <Tabs.Trigger value="purchases" className={tabTriggerClassName}>
          Achats de packages
        </Tabs.Trigger>
        <Tabs.Trigger value="bundle-payments" className={tabTriggerClassName}>
          Paiements de packs
        </Tabs.Trigger>
        <Tabs.Trigger value="quotes" className={tabTriggerClassName}>
          Devis
        </Tabs.Trigger>
        <Tabs.Trigger value="packages" className={tabTriggerClassName}>
          Packages
        </Tabs.Trigger>
        <Tabs.Trigger value="bundles" className={tabTriggerClassName}>
          Packs de formation
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="purchases">
        <AdminPackagePurchases />
      </Tabs.Content>
      <Tabs.Content value="bundle-payments">
        <AdminBundlePayments />
      </Tabs.Content>
      <Tabs.Content value="quotes">
        <AdminQuoteRequests />
      </Tabs.Content>
      <Tabs.Content value="packages">
        <AdminPackages />
      </Tabs.Content>
      <Tabs.Content value="bundles">
        <AdminBundles />
      </Tabs.Content>
    </Tabs.Root>
  );
}
