import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast, type ToastOptions } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';
import { applyServerErrors } from './apply-server-errors';

/**
 * A form's submit handler that saves: on success the `saved` toast, then `onSaved` (usually
 * closing the dialog); a refusal lands on the fields it names, or else in an "Erreur" toast with
 * the server's message or `failed`.
 */
export function saveOnSubmit<TValues extends FieldValues, TPayload extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TPayload>,
  save: (payload: TPayload) => Promise<unknown>,
  { saved, failed, onSaved }: { saved: ToastOptions; failed: string; onSaved: () => void },
) {
  return form.handleSubmit(async (payload) => {
    try {
      await save(payload);
      toast(saved);
      onSaved();
    } catch (err) {
      if (!applyServerErrors(form, err)) toastError(err, failed);
    }
  });
}
