import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { loginSchema, messages } from '@contract/auth';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast, toastAcrossReload } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useLoginMutation } from '@client/lib/auth';
import { AuthLayout, authLinkClassName } from './auth-layout';

export default function LoginPage() {
  const login = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toastAcrossReload({ title: 'Connexion réussie' });
      // A full page load: every screen starts fresh with the new session.
      window.location.assign('/catalog');
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
          <Link href="/register" className={authLinkClassName}>
            Créer un compte
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="vous@exemple.com"
              {...register('email')}
            />
          )}
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
          )}
        </FormField>
        <div className="-mt-1 text-right text-sm">
          <Link href="/forgot-password" className={authLinkClassName}>
            Mot de passe oublié ?
          </Link>
        </div>
        <Button type="submit" disabled={sending} className="w-full">
          {sending ? 'Connexion...' : 'Se connecter'}
        </Button>
      </form>
    </AuthLayout>
  );
}
