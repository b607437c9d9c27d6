import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CircleCheck } from 'lucide-react';
import { messages, RESET_REDIRECT_MS, resetPasswordFormSchema } from '@contract/auth';
import { useResetPasswordMutation } from '@client/api/auth';
import { Alert } from '@client/components/ui/alert';
import { SubmitButton } from '@client/components/submit-button';
import { errorMessage } from '@client/lib/api';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { AuthLayout, authLinkClassName, NewPasswordFields } from './auth-layout';

function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resetPassword = useResetPasswordMutation();
  const form = useContractForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const { isSubmitting } = form.formState;

  // After success, go to the sign-in page after 3 seconds (spec 02 §9).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
      setDone(true);
    } catch (err) {
      setFailure(errorMessage(err, 'Erreur lors de la réinitialisation'));
    }
  });

  if (done) {
    return (
      <div role="status" className="grid gap-3">
        <p className="flex gap-3">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
          {messages.passwordReset}
        </p>
        <p className="text-sm text-muted-foreground">
          Redirection vers la page de connexion...{' '}
          <Link href="/login" className={authLinkClassName}>
            Se connecter
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <NewPasswordFields form={form} confirmLabel="Confirmer le mot de passe" />
      <SubmitButton
        label="Réinitialiser le mot de passe"
        busyLabel="Réinitialisation..."
        busy={isSubmitting}
        className="w-full"
      />
    </form>
  );
}

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';

  if (!token) {
    return (
      <AuthLayout
        title="Réinitialisation du mot de passe"
        cardTitle="Lien invalide"
        cardDescription="Ce lien de réinitialisation est invalide ou incomplet."
      >
        <Link href="/forgot-password" className={authLinkClassName}>
          Demander un nouveau lien
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Réinitialisation du mot de passe"
      cardTitle="Choisir un nouveau mot de passe"
      cardDescription="Choisissez un nouveau mot de passe d'au moins 6 caractères."
      footer={
        <Link href="/login" className={authLinkClassName}>
          Retour à la connexion
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
