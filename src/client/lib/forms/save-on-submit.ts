import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast, type ToastOptions } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';
import { applyServerErrors } from './apply-server-errors';

/**
 * A form's submit handler that saves: on success the `saved` toast (or the one it makes of the
 * answer, when what was saved decides what to say), then `onSaved` (usually closing the dialog);
 * a refusal lands on the fields it names, or else in an "Erreur" toast with the server's message
 * or `failed`.
 */
export function saveOnSubmit<TValues extends FieldValues, TPayload extends FieldValues, TAnswer>(
  form: UseFormReturn<TValues, unknown, TPayload>,
  save: (payload: TPayload) => Promise<TAnswer>,
  {
    saved,
    failed,
    onSaved,
  }: {
    saved: ToastOptions | ((answer: TAnswer) => ToastOptions);
    failed: string;
    onSaved: () => void;
  },
) {
  return form.handleSubmit(async (payload) => {
    try {
      const answer = await save(payload);
      toast(typeof saved === 'function' ? saved(answer) : saved);
      onSaved();
    } catch (err) {
      if (!applyServerErrors(form, err)) toastError(err, failed);
    }
  });
}
