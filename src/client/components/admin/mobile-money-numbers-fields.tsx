import type { FieldPath, FieldValues } from 'react-hook-form';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@contract/payments-labels';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { TextField, type FieldForm } from '@client/lib/forms/fields';

/** The form's value: one number per operator, '' where none is given. */
export type MobileMoneyNumbersValue = Record<PaymentMethod, string>;
type Numbers = MobileMoneyNumbersValue;

/** The form's value of an offer's mobile-money numbers: '' where none is given. */
export function mobileMoneyNumbersDefaults(
  info: Partial<Record<PaymentMethod, string | null>> | null | undefined,
): Numbers {
  return Object.fromEntries(paymentMethods.map((m) => [m, info?.[m] ?? ''])) as Numbers;
}

/**
 * "Numéros mobile money": the number buyers pay to for each method, each optional, in a form
 * whose value `mobileMoneyInfo` holds them (packages, subscription plans, training bundles).
 */
export function MobileMoneyNumbersFields<T extends FieldValues & { mobileMoneyInfo: Numbers }>({
  form,
}: {
  form: FieldForm<T>;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Numéros mobile money</legend>
      {paymentMethods.map((method) => (
        <TextField
          key={method}
          form={form}
          name={`mobileMoneyInfo.${method}` as FieldPath<T>}
          label={`${paymentMethodLabels[method]} (facultatif)`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={DRC_PHONE_EXAMPLE}
        />
      ))}
    </fieldset>
  );
}
