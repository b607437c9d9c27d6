import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import {
  registerFormSchema,
  roleLabels,
  selfRegisterRoles,
  type RegisterForm,
} from '@contract/auth';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, isApiError } from '@client/lib/api';
import { useRegisterMutation } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { AuthLayout, authLinkClassName } from './auth-layout';

const FORM_FIELDS = ['role', 'name', 'email', 'password', 'confirmPassword'] as const;

export default function RegisterPage() {
  const [, navigate] = useLocation();
  const registerUser = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      role: 'student' as const,
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }: RegisterForm) => {
    try {
      const user = await registerUser.mutateAsync(payload);
      toast({
        title: 'Inscription réussie',
        description: `Bienvenue sur Kelasi, ${user.name} ! Votre compte a été créé.`,
      });
      navigate('/catalog');
    } catch (err) {
      // Show the server's per-field messages under the fields they concern.
      if (isApiError(err) && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          const field = FORM_FIELDS.find((f) => f === name);
          if (field) setError(field, { message });
        }
      }
      toast({
        variant: 'destructive',
        title: "Erreur d'inscription",
        description: errorMessage(err, 'Une erreur est survenue'),
      });
    }
  });

  const sending = registerUser.isPending;

  return (
    <AuthLayout
      title="Inscription"
      subtitle="Créez votre compte et commencez à apprendre"
      cardTitle="Créer un compte"
      cardDescription="Bienvenue sur Kelasi, l'académie en ligne ! Votre compte vous donne accès à des centaines de cours."
      footer={
        <>
          Déjà un compte ?{' '}
          <Link href="/login" className={authLinkClassName}>
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
                  {...register('role')}
                />
                {roleLabels[role]}
              </label>
            ))}
          </div>
        </fieldset>

        <FormField label="Nom complet" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
        </FormField>
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
              autoComplete="new-password"
              {...register('password')}
            />
          )}
        </FormField>
        <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          )}
        </FormField>

        <Button type="submit" disabled={sending} className="w-full">
          {sending ? 'Inscription...' : "S'inscrire"}
        </Button>
      </form>
    </AuthLayout>
  );
}
