import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power } from 'lucide-react';
import { packageInputSchema, type AdminPackage, type PackageInput } from '@contract/packages';
import { paymentMethodLabels, paymentMethods } from '@contract/payments-labels';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { adminPackagesQuery, useCreatePackage, useUpdatePackage } from '@client/api/packages';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatPrice } from '@client/lib/format';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { OfferFact } from './admin-offers-fact';
import { OfferCheckbox } from './admin-offers-checkbox';

interface FormValues {
  name: string;
  courseCount: number;
  price: number;
  description: string;
  mobileMoneyInfo: { mpesa: string; airtel: string; orange: string };
  isActive: boolean;
}

function formDefaults(pkg: AdminPackage | null): FormValues {
  return {
    name: pkg?.name ?? '',
    courseCount: pkg?.courseCount ?? 3,
    price: pkg?.price ?? 0,
    description: pkg?.description ?? '',
    mobileMoneyInfo: {
      mpesa: pkg?.mobileMoneyInfo?.mpesa ?? '',
      airtel: pkg?.mobileMoneyInfo?.airtel ?? '',
      orange: pkg?.mobileMoneyInfo?.orange ?? '',
    },
    isActive: pkg?.isActive ?? true,
  };
}

/** The whole package as PUT wants it, from what the list shows. */
const bodyOf = (pkg: AdminPackage, isActive: boolean): PackageInput => ({
  name: pkg.name,
  courseCount: pkg.courseCount,
  price: pkg.price,
  description: pkg.description,
  mobileMoneyInfo: pkg.mobileMoneyInfo,
  isActive,
});

function PackageDialog({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const form = useContractForm<FormValues, PackageInput>(packageInputSchema, formDefaults(pkg));
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (pkg) await update.mutateAsync({ id: pkg.id, body: payload });
      else await create.mutateAsync(payload);
      toast({ title: pkg ? 'Package modifié' : 'Package créé' });
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err))
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, "Impossible d'enregistrer le package"),
        });
    }
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{pkg ? 'Modifier le package' : 'Nouveau package'}</DialogTitle>
        <DialogDescription>
          Un package donne un nombre de cours au choix pour un prix en FC. Seuls les moyens de
          paiement dont le numéro est rempli sont proposés aux acheteurs.
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <TextField form={form} name="name" label="Nom" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            form={form}
            name="courseCount"
            label="Nombre de cours"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <NumberField
            form={form}
            name="price"
            label="Prix (FC)"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </div>
        <TextareaField form={form} name="description" label="Description" rows={3} />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Numéros mobile money</legend>
          {paymentMethods.map((method) => (
            <TextField
              key={method}
              form={form}
              name={`mobileMoneyInfo.${method}`}
              label={`${paymentMethodLabels[method]} (facultatif)`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={DRC_PHONE_EXAMPLE}
            />
          ))}
        </fieldset>
        <OfferCheckbox label="Package actif" {...form.register('isActive')} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function PackageCard({
  pkg,
  onEdit,
  onToggle,
  busy,
}: {
  pkg: AdminPackage;
  onEdit: () => void;
  onToggle: () => void;
  busy: boolean;
}) {
  const headingId = `admin-package-${pkg.id}`;
  const methods = paymentMethods.filter((method) => pkg.mobileMoneyInfo?.[method]);
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words">
            {pkg.name}
          </h3>
          {pkg.isActive ? null : <Badge variant="outline">Inactif</Badge>}
        </div>
        {pkg.description ? (
          <p className="text-sm break-words text-muted-foreground">{pkg.description}</p>
        ) : null}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <OfferFact term="Cours">{pkg.courseCount}</OfferFact>
          <OfferFact term="Prix">{formatPrice(pkg.price)}</OfferFact>
          {methods.length ? (
            methods.map((method) => (
              <OfferFact key={method} term={paymentMethodLabels[method]}>
                {pkg.mobileMoneyInfo?.[method]}
              </OfferFact>
            ))
          ) : (
            <OfferFact term="Mobile money">Aucun numéro</OfferFact>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Modifier<span className="sr-only"> {pkg.name}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onToggle}>
            <Power aria-hidden="true" />
            {pkg.isActive ? 'Désactiver' : 'Réactiver'}
            <span className="sr-only"> {pkg.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** "Packages": every package, inactive ones included; create, edit, take off sale. */
export function AdminPackages() {
  const query = useQuery(adminPackagesQuery());
  const update = useUpdatePackage();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);

  const toggle = (pkg: AdminPackage) =>
    update.mutate(
      { id: pkg.id, body: bodyOf(pkg, !pkg.isActive) },
      {
        onSuccess: () => toast({ title: pkg.isActive ? 'Package désactivé' : 'Package réactivé' }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, "Impossible d'enregistrer le package"),
          }),
      },
    );

  return (
    <section className="grid gap-4" aria-labelledby="admin-packages-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-packages-title" className="text-lg font-semibold">
          Packages
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nouveau package
        </Button>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={2} className="grid gap-3" itemClassName="h-32" />}
        error={loadFailed('Impossible de charger les packages')}
      >
        {(packages) =>
          packages.length === 0 ? (
            <p className="text-muted-foreground">Aucun package.</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Liste des packages">
              {packages.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  onEdit={() => setEditing(pkg)}
                  onToggle={() => toggle(pkg)}
                  busy={update.isPending && update.variables?.id === pkg.id}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        {editing !== null ? (
          <PackageDialog
            key={editing === 'new' ? 'new' : editing.id}
            pkg={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
