import { useId, useMemo, type ChangeEvent, type JSX } from 'react';
import { Textarea } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { formatNumber, formatPrice } from '@client/lib/format';
import { SMS_TEXT_MAX_LENGTH } from '@contract/payments-labels';
import { DEFAULT_SMS_TEMPLATES, readSms, type SmsReading } from '@contract/sms-reading';

export const smsPasteMessages = {
  label: 'Collez le SMS de confirmation (facultatif)',
  nothingFound: 'Aucun ID de transaction ni montant trouvé dans ce SMS',
} as const;

/** An amount in the SMS's currency: "25 000 FC" (the app's format), or "10 USD". */
const formatSmsAmount = (amount: number, currency: SmsReading['currency']) =>
  currency === 'USD' ? `${formatNumber(amount)} USD` : formatPrice(amount);

/**
 * What the form says about a pasted SMS: what was found (null: nothing), and the warnings to show
 * before sending (an amount below `price`, a currency other than FC).
 */
export function smsReadingSummary(
  reading: SmsReading | null,
  price: number,
): { found: string | null; warnings: string[] } {
  if (!reading) return { found: null, warnings: [] };
  const { transactionId, amount, currency } = reading;
  const money = amount === null ? null : formatSmsAmount(amount, currency);
  let found: string | null = null;
  if (transactionId && money)
    found = `ID de transaction trouvé : ${transactionId}, montant : ${money}`;
  else if (transactionId) found = `ID de transaction trouvé : ${transactionId}`;
  else if (money) found = `Montant trouvé : ${money}`;

  const warnings: string[] = [];
  if (currency && currency !== 'CDF') {
    warnings.push(`Le SMS est en ${currency}, le prix est en francs congolais (FC)`);
  } else if (amount !== null && amount < price) {
    warnings.push(
      `Le montant du SMS (${formatPrice(amount)}) est inférieur au prix (${formatPrice(price)})`,
    );
  }
  return { found, warnings };
}

/**
 * The optional operator's SMS, pasted in a payment form: read as it is typed with the shipped
 * templates, it shows the transaction ID and amount found and warns when the amount or the currency
 * does not fit the price. `onRead` gets each new reading when the text is edited.
 */
export function SmsPasteField({
  price,
  value,
  onChange,
  onRead,
  id,
}: {
  /** FC the buyer must pay. */
  price: number;
  value: string;
  onChange: (text: string) => void;
  /** Called with what was read whenever the text changes and a template reads it (or null). */
  onRead: (reading: SmsReading | null) => void;
  id?: string;
}): JSX.Element {
  const generatedId = useId();
  const fieldId = id ?? `sms${generatedId.replace(/:/g, '')}`;
  const statusId = `${fieldId}-status`;
  const { found, warnings } = useMemo(
    () => smsReadingSummary(readSms(value, DEFAULT_SMS_TEMPLATES), price),
    [value, price],
  );

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const text = event.target.value;
    onChange(text);
    onRead(readSms(text, DEFAULT_SMS_TEMPLATES));
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{smsPasteMessages.label}</Label>
      <Textarea
        id={fieldId}
        name="smsText"
        rows={3}
        maxLength={SMS_TEXT_MAX_LENGTH}
        autoComplete="off"
        value={value}
        onChange={handleChange}
        aria-describedby={statusId}
      />
      {/* Always rendered, so screen readers announce each change. */}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {value.trim() ? (found ?? smsPasteMessages.nothingFound) : null}
      </p>
      <div role="alert" className="grid gap-1">
        {warnings.map((warning) => (
          <p key={warning} className="text-sm font-medium text-amber-700 dark:text-amber-400">
            {warning}
          </p>
        ))}
      </div>
    </div>
  );
}
