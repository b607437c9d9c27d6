import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  bundleAudienceLabels,
  bundleAudiences,
  bundleInputSchema,
  type AdminBundle,
  type BundleInput,
} from '@contract/bundles';
import { adminBundlesQuery, bundleMutations } from '@client/api/bundles';
import { courseListQuery } from '@client/api/courses';
import { Fact } from '@client/components/admin/fact';
import { Badge } from '@client/components/ui/badge';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { formatHours, formatPrice } from '@client/lib/format';
import { NumberField, SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { wholeNumber } from '@client/lib/forms/number-inputs';
import type { OfferBody, OfferEditor, OfferFormValues } from './admin-offer-form';
import { OfferCard, OfferList, type OfferCardActions } from './admin-offers-list';

interface FormValues extends OfferFormValues {
  sector: string;
  targetAudience: AdminBundle['targetAudience'];
  courseIds: string[];
  estimatedPrice: number | null;
  duration: number | null;
  thumbnail: string;
}

function formDefaults(bundle: AdminBundle | null, common: OfferFormValues): FormValues {
  return {
    ...common,
    sector: bundle?.sector ?? '',
    targetAudience: bundle?.targetAudience ?? 'individual',
    courseIds: bundle?.courseIds ?? [],
    estimatedPrice: bundle?.estimatedPrice ?? null,
    duration: bundle?.duration ?? null,
    thumbnail: bundle?.thumbnail ?? '',
  };
}

const bodyOf = (b: AdminBundle, common: OfferBody<AdminBundle>): BundleInput => ({
  ...common,
  sector: b.sector,
  targetAudience: b.targetAudience,
  courseIds: b.courseIds,
  estimatedPrice: b.estimatedPrice,
  duration: b.duration,
  thumbnail: b.thumbnail,
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
            <LabelledCheckbox
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

const editor: OfferEditor<AdminBundle, FormValues, BundleInput> = {
  noun: 'pack',
  newTitle: 'Nouveau pack de formation',
  description:
    'Des cours publiés du catalogue, pour les particuliers (vendu au prix estimé) ou les entreprises (sur devis).',
  schema: bundleInputSchema,
  defaults: formDefaults,
  bodyOf,
  mutations: bundleMutations,
  fields: (form, bundle) => (
    <>
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
        chosen={form.watch('courseIds')}
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
          {...wholeNumber}
        />
        <NumberField
          form={form}
          name="duration"
          label="Durée (heures)"
          hint="Vide : la somme des durées des cours"
          optional
          {...wholeNumber}
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
    </>
  ),
};

function BundleCard({ offer: b, ...actions }: { offer: AdminBundle } & OfferCardActions) {
  return (
    <OfferCard
      headingId={`admin-bundle-${b.id}`}
      offer={b}
      badge={<Badge variant="secondary">{bundleAudienceLabels[b.targetAudience]}</Badge>}
      description={b.description}
      facts={
        <>
          <Fact term="Secteur">{b.sector}</Fact>
          <Fact term="Prix estimé">
            {b.estimatedPrice === null ? 'Sur devis' : formatPrice(b.estimatedPrice)}
          </Fact>
          <Fact term="Durée">{b.duration === null ? '—' : `${b.duration} h`}</Fact>
          <Fact term="Cours">{b.courses.length}</Fact>
        </>
      }
      {...actions}
    >
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
    </OfferCard>
  );
}

/** "Packs de formation": every bundle, inactive ones included; create, edit, take off sale. */
export function AdminBundles() {
  return (
    <OfferList
      id="admin-bundles"
      title="Packs de formation"
      newLabel="Nouveau pack"
      listLabel="Liste des packs de formation"
      empty="Aucun pack de formation."
      failed="Impossible de charger les packs de formation"
      skeletonHeight="h-40"
      query={adminBundlesQuery}
      card={BundleCard}
      editor={editor}
    />
  );
}
