import { useState } from 'react';
import type { PaymentMethod } from '@contract/payments-labels';
import {
  receivingPhoneMessages as m,
  smsTemplateInputSchema,
  type SmsTemplateRow,
} from '@contract/receiving-phones';
import { useCreateSmsTemplate, useUpdateSmsTemplate } from '@client/api/receiving-phones';
import { FormDialogContent } from '@client/components/form-dialog';
import { OperatorField } from '@client/components/payments/mobile-money-fields';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { TextareaField, TextField } from '@client/lib/forms/fields';
import { createOrUpdate } from '@client/lib/forms/create-or-update';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { SmsTemplatePreview } from './admin-sms-templates-preview';

/** What the dialog holds: the senders as the comma-separated text the admin types. */
interface FormValues {
  operator: PaymentMethod;
  name: string;
  pattern: string;
  senders: string;
  verified: boolean;
  isActive: boolean;
}

type Payload = Parameters<ReturnType<typeof useCreateSmsTemplate>['mutateAsync']>[0];

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
  template,
  sample,
  onClose,
}: {
  template: SmsTemplateRow | null;
  /** The sample SMS pasted in the tab, to start with. */
  sample: string;
  onClose: () => void;
}) {
  const { save, saving } = createOrUpdate(template, useCreateSmsTemplate(), useUpdateSmsTemplate());
  const form = useContractForm<FormValues, Payload>(smsTemplateInputSchema, formDefaults(template));
  const [text, setText] = useState(sample);
  const pattern = form.watch('pattern');

  const onSubmit = saveOnSubmit(form, save, {
    saved: { title: template ? m.templateUpdated : m.templateCreated },
    failed: m.templateSaveFailed,
    onSaved: onClose,
  });

  return (
    <FormDialogContent
      title={template ? 'Modifier le modèle de SMS' : 'Nouveau modèle de SMS'}
      description="Une expression régulière JavaScript, avec des groupes nommés : transactionId, amount, currency, payer, date."
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
    >
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
      <FormField
        label="Exemple de SMS (essai)"
        hint="Collez un vrai SMS : ce que le modèle en lit s'affiche dessous."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
      </FormField>
      <SmsTemplatePreview pattern={pattern} text={text} />
    </FormDialogContent>
  );
}
