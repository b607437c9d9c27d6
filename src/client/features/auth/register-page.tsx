import { Link, useLocation, useSearchParams } from 'wouter';
import { registerFormSchema, roleLabels, selfRegisterRoles } from '@contract/auth';
import { useRegisterMutation } from '@client/api/auth';
import { SubmitButton } from '@client/components/submit-button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { authHref, returnPath } from '@client/lib/return-path';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { cn } from '@client/lib/utils';
import { AuthLayout, authLinkClassName, emailField, NewPasswordFields } from './auth-layout';

export default function RegisterPage() {
  const [, navigate] = useLocation();
  const registerUser = useRegisterMutation();
  // The page that asked for an account (a course to buy): back there once it is created.
  const next = useSearchParams()[0].get('next');
  const form = useContractForm(registerFormSchema, {
    role: 'student',
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    try {
      const user = await registerUser.mutateAsync(payload);
      toast({
        title: 'Inscription réussie',
        description: `Bienvenue sur Kelasi, ${user.name} ! Votre compte a été créé.`,
      });
      navigate(returnPath(next));
    } catch (err) {
      // Show the server's per-field messages under the fields they concern; the toast says why.
      applyServerErrors(form, err, { shouldFocus: false });
      toast({
        variant: 'destructive',
        title: "Erreur d'inscription",
        description: errorMessage(err, 'Une erreur est survenue'),
      });
    }
  });

  return (
    <AuthLayout
      title="Inscription"
      subtitle="Créez votre compte et commencez à apprendre"
      cardTitle="Créer un compte"
      cardDescription="Bienvenue sur Kelasi, l'académie en ligne ! Votre compte vous donne accès à des centaines de cours."
      footer={
        <>
          Déjà un compte ?{' '}
          <Link href={authHref('/login', next)} className={authLinkClassName}>
            Se connecter
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Je suis</legend>
          <div className="grid grid-cols-2 gap-2">
            {selfRegisterRoles.map((role) => (
              <label
                key={role}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm font-medium transition-colors',
                  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  value={role}
                  className="size-4 accent-[var(--color-primary)]"
                  {...form.register('role')}
                />
                {roleLabels[role]}
              </label>
            ))}
          </div>
        </fieldset>

        <TextField form={form} name="name" label="Nom complet" autoComplete="name" />
        <TextField form={form} name="email" {...emailField} />
        <NewPasswordFields
          form={form}
          name="password"
          label="Mot de passe"
          confirmLabel="Confirmer le mot de passe"
        />

        <SubmitButton
          label="S'inscrire"
          busyLabel="Inscription..."
          busy={registerUser.isPending}
          className="w-full"
        />
      </form>
    </AuthLayout>
  );
}
