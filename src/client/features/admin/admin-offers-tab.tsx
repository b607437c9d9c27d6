import { TabPanels } from '@client/components/tab-bar';
import { AdminBundles } from './admin-offers-bundles';
import { AdminPackages } from './admin-offers-packages';
import { AdminBundlePayments, AdminPackagePurchases } from './admin-offers-payments';
import { AdminQuoteRequests } from './admin-offers-quotes';

const tabs = [
  { value: 'purchases', label: 'Achats de packages', panel: <AdminPackagePurchases /> },
  { value: 'bundle-payments', label: 'Paiements de packs', panel: <AdminBundlePayments /> },
  { value: 'quotes', label: 'Devis', panel: <AdminQuoteRequests /> },
  { value: 'packages', label: 'Packages', panel: <AdminPackages /> },
  { value: 'bundles', label: 'Packs de formation', panel: <AdminBundles /> },
];

/**
 * The admin dashboard's "Offres" tab (beyond the spec): packages and training bundles for sale,
 * the package purchases and bundle payments to confirm, and the companies' quote requests.
 */
export default function AdminOffersTab() {
  return <TabPanels label="Offres" tabs={tabs} className="flex w-full flex-wrap" />;
}
