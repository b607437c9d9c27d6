import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idSchema = z.uuid({ message: 'Identifiant invalide' });

/** An id in a path: UUID-shaped text. Anything else names nothing, so the server answers 404. */
export const pathId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
export const idParams = z.object({ id: pathId });
/** An endpoint's input naming one row by its path id, and the code answered when there is none. */
export const byId = <const N extends string>(notFound: N) => ({ params: idParams, notFound });

export const okSchema = z.object({ ok: z.literal(true) });

const utf8 = new TextEncoder();
/** A text's size in UTF-8 bytes: what an index row holds (a CJK character takes 3). */
export const utf8Bytes = (text: string) => utf8.encode(text).length;

export { CURRENCY_SUFFIX } from './currency.ts';

export { COURSE_CATEGORIES } from './courses-labels.ts';

export {
  paymentMethods,
  paymentStatuses,
  paymentMethodLabels,
  paymentStatusLabels,
  type PaymentMethod,
  type PaymentStatus,
} from './payments-labels.ts';

/**
 * A date on the wire: an ISO 8601 string. Servers hold a Date; the response serializer encodes it.
 * Wire types for clients are therefore `z.input<typeof schema>`.
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});
