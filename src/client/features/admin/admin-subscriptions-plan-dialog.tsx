import { certificationTypeLabels, certificationTypes } from '@contract/certifications';
import {
  planInputSchema,
  planMessages as m,
  planTypeLabels,
  planTypes,
  type AdminPlan,
  type PlanType,
} from '@contract/subscriptions';
import { useCreatePlan, useUpdatePlan } from '@client/api/subscriptions';
import { Button } from '@client/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';

/** What the dialog holds: features as the comma-separated text the admin types. */
interface FormValues {
  name: string;
  description: string;
  type: PlanType;
  monthlyPrice: number;
  yearlyPrice: number;
  features: string;
  courseLimit: number | null;
  commissionRate: number | null;
  hasCertification: boolean;
  certificationType: '' | (typeof certificationTypes)[number];
  hasInternship: boolean;
  isActive: boolean;
}

type Payload = Parameters<ReturnType<typeof useCreatePlan>['mutateAsync']>[0];

function formDefaults(plan: AdminPlan | null): FormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    type: plan?.type ?? 'student',
    monthlyPrice: plan?.monthlyPrice ?? 0,
    yearlyPrice: plan?.yearlyPrice ?? 0,
    features: plan?.features.join(', ') ?? '',
    courseLimit: plan?.courseLimit ?? null,
    commissionRate: plan?.commissionRate ?? null,
    hasCertification: plan?.hasCertification ?? false,
    certificationType: plan?.certificationType ?? '',
    hasInternship: plan?.hasInternship ?? false,
    isActive: plan?.isActive ?? true,
  };
}

function Checkbox({ label, ...input }: { label: string } & React.ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...input} />
      {label}
    </label>
  );
}

/** "Nouveau plan d'abonnement" / "Modifier le plan" (spec 02 §2 "Plans subtab", §5). */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useContractForm<FormValues, Payload>(planInputSchema, formDefaults(plan));
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (plan) await update.mutateAsync({ id: plan.id, body: payload });
      else await create.mutateAsync(payload);
      toast({ title: plan ? m.updated : m.created });
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err))
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, m.saveFailed),
        });
    }
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{plan ? m.editTitle : m.newTitle}</DialogTitle>
        <DialogDescription>
          Prix en dollars américains ; la page publique les affiche en FC au taux de la plateforme.
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <TextField form={form} name="name" label="Nom" autoComplete="off" />
        <SelectField
          form={form}
          name="type"
          label="Type"
          options={planTypes}
          optionLabel={(type) => planTypeLabels[type]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            form={form}
            name="monthlyPrice"
            label="Prix mensuel ($)"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
          <NumberField
            form={form}
            name="yearlyPrice"
            label="Prix annuel ($)"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
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
            inputMode="numeric"
            min={0}
            step={1}
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
        <Checkbox label="Certification incluse" {...form.register('hasCertification')} />
        <SelectField
          form={form}
          name="certificationType"
          label="Type de certification (facultatif)"
          placeholder="Aucune"
          options={certificationTypes}
          optionLabel={(type) => certificationTypeLabels[type]}
        />
        <Checkbox label="Accès aux stages" {...form.register('hasInternship')} />
        <Checkbox label={m.active} {...form.register('isActive')} />
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
