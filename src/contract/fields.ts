/** Field schemas the domains' inputs share, each failure told in the domain's own words. */
import { z } from 'zod';

/** An optional free text: trimmed, at most `max` characters; empty, null or absent is null. */
export const optionalTextSchema = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => v || null)
    .nullable()
    .optional();

/**
 * A whole number from `min` to `max`; every refusal (not a number, a fraction, out of range)
 * says `message`.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);
