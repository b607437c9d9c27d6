import { useState } from 'react';
import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema, messages } from '@contract/auth';
import { useForgotPasswordMutation } from '@client/api/auth';
import { SubmitButton } from '@client/components/submit-button';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { AuthLayout, authLinkClassName, emailField } from './auth-layout';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const forgotPassword = useForgotPasswordMutation();
  const form = useContractForm(forgotPasswordSchema, { email: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
    } catch (err) {
      // Spec 02 §8: no error is shown; the same confirmation never reveals whether the email exists.
      console.error('Forgot password request failed', err);
    }
    setSent(true);
  });

  return (
    <AuthLayout
      title="Mot de passe oublié"
      subtitle="Recevez un lien pour choisir un nouveau mot de passe"
      cardTitle={sent ? 'Vérifiez votre boîte mail' : 'Réinitialiser le mot de passe'}
      cardDescription={
        sent
          ? undefined
          : "Entrez l'email de votre compte : nous vous enverrons un lien de réinitialisation."
      }
      footer={
        <Link href="/login" className={authLinkClassName}>
          Retour à la connexion
        </Link>
      }
    >
      {sent ? (
        <div role="status" className="flex gap-3">
          <MailCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
          <p>{messages.forgotSent}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField form={form} name="email" {...emailField} />
          <SubmitButton
            label="Envoyer le lien"
            busyLabel="Envoi..."
            busy={isSubmitting}
            className="w-full"
          />
        </form>
      )}
    </AuthLayout>
  );
}
