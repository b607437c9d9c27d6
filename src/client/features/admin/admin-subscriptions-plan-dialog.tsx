import { certificationTypeLabels, certificationTypes } from '@contract/certifications';
import {
  planInputSchema,
  planMessages as m,
  planTypeLabels,
  planTypes,
  type AdminPlan,
  type PlanType,
} from '@contract/subscriptions';
import { planMutations } from '@client/api/subscriptions';
import type { ItemDialogProps, SaveDialogTexts } from '@client/components/form-dialog';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { NumberField, SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { dollarAmount, wholeNumber } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { OfferDialogContent, offerFormDefaults, type OfferFormValues } from './admin-offer-form';

/** What the dialog holds: features as the comma-separated text the admin types. */
interface FormValues extends OfferFormValues {
  type: PlanType;
  monthlyPrice: number;
  yearlyPrice: number;
  features: string;
  courseLimit: number | null;
  commissionRate: number | null;
  hasCertification: boolean;
  certificationType: '' | (typeof certificationTypes)[number];
  hasInternship: boolean;
}

type Payload = Parameters<ReturnType<typeof planMutations.useCreate>['mutateAsync']>[0];

const texts: SaveDialogTexts & { active: string } = {
  ...m,
  description:
    'Prix en dollars américains ; la page publique les affiche en FC au taux de la plateforme.',
};

function formDefaults(plan: AdminPlan | null): FormValues {
  return {
    ...offerFormDefaults(plan),
    type: plan?.type ?? 'student',
    monthlyPrice: plan?.monthlyPrice ?? 0,
    yearlyPrice: plan?.yearlyPrice ?? 0,
    features: plan?.features.join(', ') ?? '',
    courseLimit: plan?.courseLimit ?? null,
    commissionRate: plan?.commissionRate ?? null,
    hasCertification: plan?.hasCertification ?? false,
    certificationType: plan?.certificationType ?? '',
    hasInternship: plan?.hasInternship ?? false,
  };
}

/** "Nouveau plan d'abonnement" / "Modifier le plan" (spec 02 §2 "Plans subtab", §5). */
export function PlanDialog(props: ItemDialogProps<AdminPlan>) {
  const form = useContractForm<FormValues, Payload>(planInputSchema, formDefaults(props.item));
  return (
    <OfferDialogContent {...props} form={form} mutations={planMutations} texts={texts}>
      <SelectField
        form={form}
        name="type"
        label="Type"
        options={planTypes}
        optionLabel={(type) => planTypeLabels[type]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField form={form} name="monthlyPrice" label="Prix mensuel ($)" {...dollarAmount} />
        <NumberField form={form} name="yearlyPrice" label="Prix annuel ($)" {...dollarAmount} />
      </div>
      <TextareaField form={form} name="description" label="Description" rows={3} />
      <TextField
        form={form}
        name="features"
        label="Fonctionnalités"
        hint="Séparées par des virgules, par exemple : Accès illimité, Certificat, Support"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          form={form}
          name="courseLimit"
          label="Limite de cours (facultatif)"
          hint="Vide : illimité"
          optional
          {...wholeNumber}
        />
        <NumberField
          form={form}
          name="commissionRate"
          label="Commission % (facultatif)"
          optional
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
        />
      </div>
      <LabelledCheckbox label="Certification incluse" {...form.register('hasCertification')} />
      <SelectField
        form={form}
        name="certificationType"
        label="Type de certification (facultatif)"
        placeholder="Aucune"
        options={certificationTypes}
        optionLabel={(type) => certificationTypeLabels[type]}
      />
      <LabelledCheckbox label="Accès aux stages" {...form.register('hasInternship')} />
    </OfferDialogContent>
  );
}
