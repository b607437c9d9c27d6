import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@client/lib/api';

export interface ServerErrorOptions {
  /** The form field where a server field name is shown, or null to leave it out. */
  fieldOf?: (serverName: string) => string | null;
  /** Move the focus to the field (default true). */
  shouldFocus?: boolean;
}

/**
 * Shows the server's per-field French messages (ApiError `fields`, dotted names such as
 * "mobileMoneyInfo.mpesa" or "questions.2.choices") under the fields they concern. Names that are
 * not a value of the form are left out. Answers whether any message was shown.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
  { fieldOf = (name) => name, shouldFocus = true }: ServerErrorOptions = {},
): boolean {
  if (!isApiError(err) || !err.fields) return false;
  let applied = false;
  for (const [serverName, message] of Object.entries(err.fields)) {
    const name = fieldOf(serverName) as FieldPath<T> | null;
    if (name === null || form.getValues(name) === undefined) continue;
    form.setError(name, { message }, { shouldFocus });
    applied = true;
  }
  return applied;
}
