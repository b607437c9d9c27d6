import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power } from 'lucide-react';
import {
  bundleAudienceLabels,
  bundleAudiences,
  bundleInputSchema,
  type AdminBundle,
  type BundleInput,
} from '@contract/bundles';
import { paymentMethodLabels, paymentMethods } from '@contract/payments-labels';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { adminBundlesQuery, useCreateBundle, useUpdateBundle } from '@client/api/bundles';
import { courseListQuery } from '@client/api/courses';
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
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatHours, formatPrice } from '@client/lib/format';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { OfferCheckbox } from './admin-offers-checkbox';
import { OfferFact } from './admin-offers-fact';

interface FormValues {
  name: string;
  description: string;
  sector: string;
  targetAudience: AdminBundle['targetAudience'];
  courseIds: string[];
  estimatedPrice: number | null;
  duration: number | null;
  thumbnail: string;
  mobileMoneyInfo: { mpesa: string; airtel: string; orange: string };
  isActive: boolean;
}

function formDefaults(bundle: AdminBundle | null): FormValues {
  return {
    name: bundle?.name ?? '',
    description: bundle?.description ?? '',
    sector: bundle?.sector ?? '',
    targetAudience: bundle?.targetAudience ?? 'individual',
    courseIds: bundle?.courseIds ?? [],
    estimatedPrice: bundle?.estimatedPrice ?? null,
    duration: bundle?.duration ?? null,
    thumbnail: bundle?.thumbnail ?? '',
    mobileMoneyInfo: {
      mpesa: bundle?.mobileMoneyInfo?.mpesa ?? '',
      airtel: bundle?.mobileMoneyInfo?.airtel ?? '',
      orange: bundle?.mobileMoneyInfo?.orange ?? '',
    },
    isActive: bundle?.isActive ?? true,
  };
}

const bodyOf = (b: AdminBundle, isActive: boolean): BundleInput => ({
  name: b.name,
  description: b.description,
  sector: b.sector,
  targetAudience: b.targetAudience,
  courseIds: b.courseIds,
  estimatedPrice: b.estimatedPrice,
  duration: b.duration,
  thumbnail: b.thumbnail,
  mobileMoneyInfo: b.mobileMoneyInfo,
  isActive,
});

interface PickableCourse {
  id: string;
  title: string;
  duration: number | null;
}

/** The courses of the bundle, ticked in the published catalogue (plus those already chosen). */
function CoursePicker({
  chosen,
  onChange,
  current,
  error,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
  current: PickableCourse[];
  error?: string;
}) {
  const catalogue = useQuery(courseListQuery({ sort: 'recent' }));
  const [search, setSearch] = useState('');
  const courses = useMemo(() => {
    const all = new Map<string, PickableCourse>(current.map((c) => [c.id, c]));
    for (const c of catalogue.data ?? []) all.set(c.id, c);
    return [...all.values()];
  }, [catalogue.data, current]);
  const needle = search.trim().toLowerCase();
  const shown = courses.filter(
    (c) => chosen.includes(c.id) || !needle || c.title.toLowerCase().includes(needle),
  );
  const hours = courses
    .filter((c) => chosen.includes(c.id))
    .reduce((sum, c) => sum + (c.duration ?? 0), 0);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Cours du pack</legend>
      <FormField label="Chercher un cours du catalogue">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      {catalogue.isPending ? (
        <p className="text-sm text-muted-foreground">Chargement du catalogue…</p>
      ) : null}
      <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
        {shown.map((course) => (
          <li key={course.id}>
            <OfferCheckbox
              label={`${course.title}${course.duration ? ` (${formatHours(course.duration)} h)` : ''}`}
              checked={chosen.includes(course.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, course.id]
                    : chosen.filter((id) => id !== course.id),
                )
              }
            />
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="text-sm text-muted-foreground">Aucun cours publié trouvé.</li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen.length} cours choisi{chosen.length > 1 ? 's' : ''} · {formatHours(hours)} h au total
      </p>
      {error ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function BundleDialog({ bundle, onClose }: { bundle: AdminBundle | null; onClose: () => void }) {
  const create = useCreateBundle();
  const update = useUpdateBundle();
  const form = useContractForm<FormValues, BundleInput>(bundleInputSchema, formDefaults(bundle));
  const saving = create.isPending || update.isPending;
  const chosen = form.watch('courseIds');

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (bundle) await update.mutateAsync({ id: bundle.id, body: payload });
      else await create.mutateAsync(payload);
      toast({ title: bundle ? 'Pack modifié' : 'Pack créé' });
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err))
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, "Impossible d'enregistrer le pack"),
        });
    }
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{bundle ? 'Modifier le pack' : 'Nouveau pack de formation'}</DialogTitle>
        <DialogDescription>
          Des cours publiés du catalogue, pour les particuliers (vendu au prix estimé) ou les
          entreprises (sur devis).
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <TextField form={form} name="name" label="Nom" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="sector" label="Secteur" autoComplete="off" />
          <SelectField
            form={form}
            name="targetAudience"
            label="Public"
            options={bundleAudiences}
            optionLabel={(a) => bundleAudienceLabels[a]}
          />
        </div>
        <CoursePicker
          chosen={chosen}
          current={bundle?.courses ?? []}
          error={form.formState.errors.courseIds?.message}
          onChange={(ids) =>
            form.setValue('courseIds', ids, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            form={form}
            name="estimatedPrice"
            label="Prix estimé (FC)"
            hint="Vide : sur devis"
            optional
            inputMode="numeric"
            min={0}
            step={1}
          />
          <NumberField
            form={form}
            name="duration"
            label="Durée (heures)"
            hint="Vide : la somme des durées des cours"
            optional
            inputMode="numeric"
            min={0}
            step={1}
          />
        </div>
        <TextareaField form={form} name="description" label="Description" rows={3} />
        <TextField
          form={form}
          name="thumbnail"
          label="Image (facultatif)"
          hint="Adresse web d'une image (https://…)"
          type="url"
          autoComplete="off"
        />
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
        <OfferCheckbox label="Pack actif" {...form.register('isActive')} />
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

function BundleCard({
  bundle: b,
  onEdit,
  onToggle,
  busy,
}: {
  bundle: AdminBundle;
  onEdit: () => void;
  onToggle: () => void;
  busy: boolean;
}) {
  const headingId = `admin-bundle-${b.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words">
            {b.name}
          </h3>
          <div className="flex flex-wrap gap-1">
            <Badge variant="secondary">{bundleAudienceLabels[b.targetAudience]}</Badge>
            {b.isActive ? null : <Badge variant="outline">Inactif</Badge>}
          </div>
        </div>
        {b.description ? (
          <p className="text-sm break-words text-muted-foreground">{b.description}</p>
        ) : null}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <OfferFact term="Secteur">{b.sector}</OfferFact>
          <OfferFact term="Prix estimé">
            {b.estimatedPrice === null ? 'Sur devis' : formatPrice(b.estimatedPrice)}
          </OfferFact>
          <OfferFact term="Durée">{b.duration === null ? '—' : `${b.duration} h`}</OfferFact>
          <OfferFact term="Cours">{b.courses.length}</OfferFact>
        </dl>
        {b.courses.length ? (
          <ul className="list-disc pl-5 text-sm">
            {b.courses.map((course) => (
              <li key={course.id} className="break-words">
                {course.title}
                {course.published ? null : (
                  <span className="text-muted-foreground"> (non publié)</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Modifier<span className="sr-only"> {b.name}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onToggle}>
            <Power aria-hidden="true" />
            {b.isActive ? 'Désactiver' : 'Réactiver'}
            <span className="sr-only"> {b.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** "Packs de formation": every bundle, inactive ones included; create, edit, take off sale. */
export function AdminBundles() {
  const query = useQuery(adminBundlesQuery());
  const update = useUpdateBundle();
  const [editing, setEditing] = useState<AdminBundle | 'new' | null>(null);

  const toggle = (b: AdminBundle) =>
    update.mutate(
      { id: b.id, body: bodyOf(b, !b.isActive) },
      {
        onSuccess: () => toast({ title: b.isActive ? 'Pack désactivé' : 'Pack réactivé' }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, "Impossible d'enregistrer le pack"),
          }),
      },
    );

  return (
    <section className="grid gap-4" aria-labelledby="admin-bundles-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-bundles-title" className="text-lg font-semibold">
          Packs de formation
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nouveau pack
        </Button>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={2} className="grid gap-3" itemClassName="h-40" />}
        error={loadFailed('Impossible de charger les packs de formation')}
      >
        {(bundles) =>
          bundles.length === 0 ? (
            <p className="text-muted-foreground">Aucun pack de formation.</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Liste des packs de formation">
              {bundles.map((b) => (
                <BundleCard
                  key={b.id}
                  bundle={b}
                  onEdit={() => setEditing(b)}
                  onToggle={() => toggle(b)}
                  busy={update.isPending && update.variables?.id === b.id}
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
          <BundleDialog
            key={editing === 'new' ? 'new' : editing.id}
            bundle={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
