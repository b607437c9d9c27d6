import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FormField, type FieldControlProps } from '@client/components/ui/form-field';
import { Input, Textarea, inputClassName } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

/** What a field needs of its form (any useContractForm / useForm result). */
export type FieldForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

export interface FieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The value's path in the form, dotted for nested values ("mobileMoneyInfo.mpesa"). */
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
}

/** Attributes the field sets itself; the rest are passed to the control. */
type OwnAttributes = 'form' | 'name' | 'id' | 'type' | 'onChange' | 'onBlur' | 'ref';

/** Label, control, hint and the field's error message, wired by FormField. */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  children,
}: FieldProps<T> & { children: (control: FieldControlProps) => ReactNode }) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      {children}
    </FormField>
  );
}

export type TextFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'input'>, OwnAttributes> & {
    type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  };

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: TextFieldProps<T>) {
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => <Input {...control} {...input} {...form.register(name)} />}
    </Field>
  );
}

export type TextareaFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'textarea'>, OwnAttributes>;

export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...textarea
}: TextareaFieldProps<T>) {
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => <Textarea {...control} {...textarea} {...form.register(name)} />}
    </Field>
  );
}

/** An empty number box means "not given" (null) rather than 0. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export type NumberFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'input'>, OwnAttributes> & {
    /** The value may be left empty: it is then null (otherwise NaN, which the schema refuses). */
    optional?: boolean;
  };

export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  optional,
  ...input
}: NumberFieldProps<T>) {
  const rules = optional ? { setValueAs: optionalNumber } : { valueAsNumber: true as const };
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => <Input {...control} type="number" {...input} {...form.register(name, rules)} />}
    </Field>
  );
}

export type SelectFieldProps<T extends FieldValues, V extends string> = FieldProps<T> & {
  options: readonly V[];
  /** The text shown for a value (the value itself by default). */
  optionLabel?: (value: V) => string;
  /** A first, empty choice ("Choisir…"). */
  placeholder?: string;
  /** Runs when the person picks another value, after the form has stored it. */
  onValueChange?: (value: V) => void;
};

export function SelectField<T extends FieldValues, V extends string>({
  form,
  name,
  label,
  hint,
  options,
  optionLabel = (value) => value,
  placeholder,
  onValueChange,
}: SelectFieldProps<T, V>) {
  const rules: RegisterOptions<T> | undefined = onValueChange
    ? { onChange: (e: { target: { value: string } }) => onValueChange(e.target.value as V) }
    : undefined;
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <select {...control} className={cn(inputClassName, 'pr-8')} {...form.register(name, rules)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
