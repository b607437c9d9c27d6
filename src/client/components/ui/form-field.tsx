import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Label } from './label';

/** Props to spread on the control so it is named by the label and announces its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** Visible label, tied to the control through htmlFor/id. */
  label: ReactNode;
  /** Error message shown under the control (e.g. react-hook-form's errors.x?.message). */
  error?: string;
  /** Optional help text under the control. */
  hint?: ReactNode;
  /** Fixed id for the control; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + message, wired for assistive technology:
 *
 *   <FormField label="Email" error={errors.email?.message}>
 *     {(field) => <Input type="email" {...field} {...register('email')} />}
 *   </FormField>
 */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
