import { Link, useSearchParams } from 'wouter';
import { loginSchema, messages } from '@contract/auth';
import { useLoginMutation } from '@client/api/auth';
import { SubmitButton } from '@client/components/submit-button';
import { toast, toastAcrossReload } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { authHref, returnPath } from '@client/lib/return-path';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { AuthLayout, authLinkClassName, emailField, PasswordField } from './auth-layout';

export default function LoginPage() {
  const login = useLoginMutation();
  const form = useContractForm(loginSchema, { email: '', password: '' });
  // The page that asked for the sign-in; creating an account instead leads back there too.
  const next = useSearchParams()[0].get('next');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toastAcrossReload({ title: 'Connexion réussie' });
      // A full page load: every screen starts fresh with the new session. Back to the page
      // that asked for the sign-in, if it is one of ours.
      window.location.assign(returnPath(next));
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Erreur de connexion',
        description: errorMessage(err, messages.badCredentials),
      });
    }
  });

  const sending = login.isPending || login.isSuccess;

  return (
    <AuthLayout
      title="Connexion"
      subtitle="Content de vous revoir sur Kelasi"
      cardTitle="Accédez à votre compte"
      cardDescription="Entrez votre email et votre mot de passe pour continuer votre apprentissage."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link href={authHref('/register', next)} className={authLinkClassName}>
            Créer un compte
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField form={form} name="email" {...emailField} />
        <PasswordField form={form} name="password" label="Mot de passe" kind="current" />
        <div className="-mt-1 text-right text-sm">
          <Link href="/forgot-password" className={authLinkClassName}>
            Mot de passe oublié ?
          </Link>
        </div>
        <SubmitButton
          label="Se connecter"
          busyLabel="Connexion..."
          busy={sending}
          className="w-full"
        />
      </form>
    </AuthLayout>
  );
}
