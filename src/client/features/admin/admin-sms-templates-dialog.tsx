import { useState } from 'react';
import type { PaymentMethod } from '@contract/payments-labels';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { smsTemplateInputSchema, type SmsTemplateRow } from '@contract/sms-templates';
import { smsTemplateMutations } from '@client/api/receiving-phones';
import {
  SaveDialogContent,
  type ItemDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { OperatorField } from '@client/components/payments/mobile-money-fields';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { SmsSampleField, SmsTemplatePreview } from './admin-sms-templates-preview';

/** What the dialog holds: the senders as the comma-separated text the admin types. */
interface FormValues {
  operator: PaymentMethod;
  name: string;
  pattern: string;
  senders: string;
  verified: boolean;
  isActive: boolean;
}

type Payload = Parameters<ReturnType<typeof smsTemplateMutations.useCreate>['mutateAsync']>[0];

const texts: SaveDialogTexts = {
  newTitle: 'Nouveau modèle de SMS',
  editTitle: 'Modifier le modèle de SMS',
  description:
    'Une expression régulière JavaScript, avec des groupes nommés : transactionId, amount, currency, payer, date.',
  created: m.templateCreated,
  updated: m.templateUpdated,
  saveFailed: m.templateSaveFailed,
};

const formDefaults = (t: SmsTemplateRow | null): FormValues => ({
  operator: t?.operator ?? 'mpesa',
  name: t?.name ?? '',
  pattern: t?.pattern ?? '',
  senders: t?.senders.join(', ') ?? '',
  verified: t?.verified ?? false,
  isActive: t?.isActive ?? true,
});

/** "Nouveau modèle de SMS" / "Modifier le modèle", with the pattern tried live on a sample. */
export function SmsTemplateDialog({
  sample,
  ...props
}: ItemDialogProps<SmsTemplateRow> & {
  /** The sample SMS pasted in the tab, to start with. */
  sample: string;
}) {
  const form = useContractForm<FormValues, Payload>(
    smsTemplateInputSchema,
    formDefaults(props.item),
  );
  const [text, setText] = useState(sample);
  const pattern = form.watch('pattern');
  return (
    <SaveDialogContent {...props} form={form} mutations={smsTemplateMutations} texts={texts}>
      <TextField form={form} name="name" label="Nom" autoComplete="off" />
      <OperatorField form={form} />
      <TextareaField
        form={form}
        name="pattern"
        label="Modèle (expression régulière)"
        rows={5}
        spellCheck={false}
        className="font-mono text-xs"
      />
      <TextField
        form={form}
        name="senders"
        label="Expéditeurs"
        hint="Séparés par des virgules, par exemple : M-PESA, MPESA"
        autoComplete="off"
      />
      <LabelledCheckbox label="Vérifié sur un vrai SMS" {...form.register('verified')} />
      <LabelledCheckbox label="Actif" {...form.register('isActive')} />
      <SmsSampleField
        label="Exemple de SMS (essai)"
        hint="Collez un vrai SMS : ce que le modèle en lit s'affiche dessous."
        value={text}
        onChange={setText}
      />
      <SmsTemplatePreview pattern={pattern} text={text} />
    </SaveDialogContent>
  );
}
