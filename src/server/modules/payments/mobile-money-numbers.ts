/** The numbers to pay to, as an admin or instructor gives them: only the numbers set are kept. */
import { paymentMethods } from '../../../contract/payments-labels.ts';
import type { MobileMoneyNumbers } from '../../db/schema/index.ts';

type GivenNumbers = Partial<Record<keyof MobileMoneyNumbers, string | null | undefined>>;

/** A method is offered only if its number is present; nothing given is null. */
export function mobileMoneyNumbers(
  info: GivenNumbers | null | undefined,
): MobileMoneyNumbers | null {
  if (!info) return null;
  const kept: MobileMoneyNumbers = {};
  for (const method of paymentMethods) if (info[method]) kept[method] = info[method];
  return Object.keys(kept).length ? kept : null;
}
