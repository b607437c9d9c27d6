import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@client/components/ui/date-picker';
import { Field, type FieldForm, type FieldProps } from './fields';

// Apart from fields.tsx so that only the pages with a date pay for the calendar.
export type DateFieldProps<T extends FieldValues> = FieldProps<T> & { disabled?: boolean };

/** A day chosen on the French calendar; the form holds it as "YYYY-MM-DD" ('' when none). */
export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  disabled,
}: DateFieldProps<T> & { form: FieldForm<T> & Pick<UseFormReturn<T>, 'control'> }) {
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <DatePicker
              {...control}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          )}
        />
      )}
    </Field>
  );
}
