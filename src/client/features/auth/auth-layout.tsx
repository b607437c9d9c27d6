import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@client/lib/forms/fields';
import { usePageTitle } from '@client/lib/use-page-title';
import { TitledCard } from '@client/components/ui/card';

interface AuthLayoutProps {
  /** Page heading (h1). */
  title: string;
  subtitle?: ReactNode;
  /** Heading of the card holding the form. */
  cardTitle: string;
  cardDescription?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centred card used by the sign-in, registration and password recovery screens. */
export function AuthLayout({
  title,
  subtitle,
  cardTitle,
  cardDescription,
  children,
  footer,
}: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
      </div>
      <TitledCard title={cardTitle} description={cardDescription}>
        {children}
      </TitledCard>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  );
}

/** A text link styled for the auth screens. */
export const authLinkClassName =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';

/** The email field of the auth forms (a TextField's props, with the form and name). */
export const emailField = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  placeholder: 'vous@exemple.com',
} as const;

/** A password field; the browser offers to fill in the current one, or to store a new one. */
export function PasswordField<T extends FieldValues>({
  kind,
  ...field
}: Omit<TextFieldProps<T>, 'type' | 'autoComplete'> & { kind: 'current' | 'new' }) {
  return <TextField {...field} type="password" autoComplete={`${kind}-password`} />;
}

/**
 * A new password and its confirmation (`confirmPassword`), for the forms that set one: by default
 * "Nouveau mot de passe", in `newPassword`.
 */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name = 'newPassword' as FieldPath<T>,
  label = 'Nouveau mot de passe',
  confirmLabel,
}: Pick<TextFieldProps<T>, 'form'> & {
  name?: FieldPath<T>;
  label?: string;
  confirmLabel: string;
}) {
  return (
    <>
      <PasswordField form={form} name={name} label={label} kind="new" />
      <PasswordField
        form={form}
        name={'confirmPassword' as FieldPath<T>}
        label={confirmLabel}
        kind="new"
      />
    </>
  );
}
