import { z } from 'zod';

import { normalizeDrcPhone, phoneMessages } from './phone-number.ts';

export { DRC_PHONE_EXAMPLE, normalizeDrcPhone, phoneMessages } from './phone-number.ts';

function toDrcPhone(text: string, ctx: z.core.$RefinementCtx<string>): string {
  const phone = normalizeDrcPhone(text);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: phoneMessages.invalid });
  return z.NEVER;
}

/** A required DRC mobile number, normalized to "+243XXXXXXXXX". */
export const drcPhoneSchema = z
  .string({ message: phoneMessages.invalid })
  .trim()
  .transform(toDrcPhone);

/** A DRC mobile number that may be left empty (then null), normalized to "+243XXXXXXXXX". */
export const optionalDrcPhoneSchema = z
  .string({ message: phoneMessages.invalid })
  .trim()
  .transform((text, ctx) => (text ? toDrcPhone(text, ctx) : null))
  .nullable()
  .optional();
