import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@contract/common';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { SelectField, TextField } from '@client/lib/forms/fields';

type Numbers = Partial<Record<PaymentMethod, string>> | null | undefined;

/** The methods with a number to pay to, in the usual order. */
export const offeredMethods = (numbers: Numbers): PaymentMethod[] =>
  paymentMethods.filter((method) => !!numbers?.[method]?.trim());

/** A choice among mobile-money operators, by their names ("M-Pesa", "Afrimoney"…). */
export function OperatorField<T extends FieldValues>({
  form,
  name = 'operator',
  label = 'Opérateur',
  options = paymentMethods,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name?: string;
  label?: string;
  options?: readonly PaymentMethod[];
}) {
  return (
    <SelectField
      form={form}
      name={name as Path<T>}
      label={label}
      options={options}
      optionLabel={(method) => paymentMethodLabels[method]}
    />
  );
}

/**
 * The mobile-money part of a purchase form (packages, training bundles): the method among those
 * offered, the number to pay to, the payer's phone and the optional transaction ID.
 */
export function MobileMoneyFields<T extends FieldValues>({
  form,
  numbers,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  numbers: Numbers;
}) {
  const method = form.watch('paymentMethod' as Path<T>) as PaymentMethod | undefined;
  return (
    <>
      <OperatorField
        form={form}
        name="paymentMethod"
        label="Moyen de paiement"
        options={offeredMethods(numbers)}
      />
      {method && numbers?.[method] ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          Numéro {paymentMethodLabels[method]} :{' '}
          <span className="font-semibold break-all">{numbers[method]}</span>
        </p>
      ) : null}
      <TextField
        form={form}
        name={'phoneNumber' as Path<T>}
        type="tel"
        label="Numéro de téléphone"
        placeholder={DRC_PHONE_EXAMPLE}
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField
        form={form}
        name={'transactionId' as Path<T>}
        label="ID de transaction (facultatif)"
        autoComplete="off"
      />
    </>
  );
}
