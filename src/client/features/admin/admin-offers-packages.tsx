import { packageInputSchema, type AdminPackage, type PackageInput } from '@contract/packages';
import { paymentMethodLabels, paymentMethods } from '@contract/payments-labels';
import { adminPackagesQuery, packageMutations } from '@client/api/packages';
import { Fact } from '@client/components/admin/fact';
import { formatPrice } from '@client/lib/format';
import { NumberField, TextareaField } from '@client/lib/forms/fields';
import { positiveWhole, wholeNumber } from '@client/lib/forms/number-inputs';
import type { OfferBody, OfferEditor, OfferFormValues } from './admin-offer-form';
import { OfferCard, OfferList, type OfferCardActions } from './admin-offers-list';

interface FormValues extends OfferFormValues {
  courseCount: number;
  price: number;
}

function formDefaults(pkg: AdminPackage | null, common: OfferFormValues): FormValues {
  return {
    ...common,
    courseCount: pkg?.courseCount ?? 3,
    price: pkg?.price ?? 0,
  };
}

/** The whole package as PUT wants it, from what the list shows. */
const bodyOf = (pkg: AdminPackage, common: OfferBody<AdminPackage>): PackageInput => ({
  ...common,
  courseCount: pkg.courseCount,
  price: pkg.price,
});

const editor: OfferEditor<AdminPackage, FormValues, PackageInput> = {
  noun: 'package',
  newTitle: 'Nouveau package',
  description:
    'Un package donne un nombre de cours au choix pour un prix en FC. Seuls les moyens de paiement dont le numéro est rempli sont proposés aux acheteurs.',
  schema: packageInputSchema,
  defaults: formDefaults,
  bodyOf,
  mutations: packageMutations,
  fields: (form) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField form={form} name="courseCount" label="Nombre de cours" {...positiveWhole} />
        <NumberField form={form} name="price" label="Prix (FC)" {...wholeNumber} />
      </div>
      <TextareaField form={form} name="description" label="Description" rows={3} />
    </>
  ),
};

function PackageCard({ offer: pkg, ...actions }: { offer: AdminPackage } & OfferCardActions) {
  const methods = paymentMethods.filter((method) => pkg.mobileMoneyInfo?.[method]);
  return (
    <OfferCard
      headingId={`admin-package-${pkg.id}`}
      offer={pkg}
      description={pkg.description}
      facts={
        <>
          <Fact term="Cours">{pkg.courseCount}</Fact>
          <Fact term="Prix">{formatPrice(pkg.price)}</Fact>
          {methods.length ? (
            methods.map((method) => (
              <Fact key={method} term={paymentMethodLabels[method]}>
                {pkg.mobileMoneyInfo?.[method]}
              </Fact>
            ))
          ) : (
            <Fact term="Mobile money">Aucun numéro</Fact>
          )}
        </>
      }
      {...actions}
    />
  );
}

/** "Packages": every package, inactive ones included; create, edit, take off sale. */
export function AdminPackages() {
  return (
    <OfferList
      id="admin-packages"
      title="Packages"
      newLabel="Nouveau package"
      listLabel="Liste des packages"
      empty="Aucun package."
      failed="Impossible de charger les packages"
      skeletonHeight="h-32"
      query={adminPackagesQuery}
      card={PackageCard}
      editor={editor}
    />
  );
}
