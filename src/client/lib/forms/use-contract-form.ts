import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a contract schema: the same rules as the server, checked
 * on submit, then again on each change once submitted; the first invalid field gets the focus.
 *
 *   const form = useContractForm(loginSchema, { email: '', password: '' });
 *
 * When the form holds its own shape (e.g. '' for an empty optional text the schema reads as
 * null), name it and the payload: useContractForm<CourseFormValues, CoursePayload>(schema, …).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>>;
export function useContractForm<TValues extends FieldValues, TPayload extends FieldValues>(
  schema: z.ZodType<TPayload, FieldValues>,
  defaults: DefaultValues<TValues>,
): UseFormReturn<TValues, unknown, TPayload>;
export function useContractForm(
  schema: z.ZodType<FieldValues, FieldValues>,
  defaults: DefaultValues<FieldValues>,
): UseFormReturn<FieldValues, unknown, FieldValues> {
  return useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: defaults,
  });
}
