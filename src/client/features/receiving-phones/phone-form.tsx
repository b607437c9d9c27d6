import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import {
  receivingPhoneCreateSchema,
  receivingPhoneMessages as m,
  type ReceivingPhoneCreate,
} from '@contract/receiving-phones';
import { useCreateReceivingPhone } from '@client/api/receiving-phones';
import { OperatorField } from '@client/components/payments/mobile-money-fields';
import { Button } from '@client/components/ui/button';
import { TitledCard } from '@client/components/ui/card';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { TextField } from '@client/lib/forms/fields';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';

const defaults = {
  operator: 'mpesa',
  phoneNumber: '',
  autoConfirm: false,
} satisfies ReceivingPhoneCreate;

/** "Enregistrer un téléphone": operator, number, mode; then its address is shown once. */
export function PhoneForm({ onCreated }: { onCreated: (forwardingUrl: string) => void }) {
  const create = useCreateReceivingPhone();
  const form = useContractForm(receivingPhoneCreateSchema, defaults);

  const onSubmit = saveOnSubmit(
    form,
    async (body) => onCreated((await create.mutateAsync(body)).forwardingUrl),
    { saved: { title: m.created }, failed: m.createFailed, onSaved: () => form.reset(defaults) },
  );

  return (
    <TitledCard
      title="Enregistrer un téléphone"
      description="Le numéro sur lequel les étudiants vous paient par mobile money."
    >
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <OperatorField form={form} />
          <TextField
            form={form}
            name="phoneNumber"
            label="Numéro"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={DRC_PHONE_EXAMPLE}
          />
        </div>
        <LabelledCheckbox label={m.autoConfirmLabel} {...form.register('autoConfirm')} />
        <p className="-mt-2 text-xs text-muted-foreground">
          Sinon, chaque paiement reconnu vous est présenté pour que vous le confirmiez (mode «{' '}
          {m.modeReview} »).
        </p>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {create.isPending ? 'Enregistrement…' : 'Enregistrer le téléphone'}
        </Button>
      </form>
    </TitledCard>
  );
}
