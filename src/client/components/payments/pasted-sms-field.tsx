import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { SmsPasteField } from './sms-paste-field';

/**
 * The operator's SMS pasted into a payment form (sent as `smsText`, kept for the decider): the
 * transaction ID it holds fills the form's field, which the buyer may still correct.
 */
export function PastedSmsField<T extends FieldValues>({
  form,
  price,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** FC to pay, to warn when the SMS says less. */
  price: number;
}) {
  const field = 'smsText' as Path<T>;
  const value = (form.watch(field) as string | undefined) ?? '';
  return (
    <SmsPasteField
      price={price}
      value={value}
      onChange={(text) => form.setValue(field, text as PathValue<T, Path<T>>)}
      onRead={(reading) => {
        if (reading?.transactionId)
          form.setValue(
            'transactionId' as Path<T>,
            reading.transactionId as PathValue<T, Path<T>>,
            { shouldValidate: true },
          );
      }}
    />
  );
}
