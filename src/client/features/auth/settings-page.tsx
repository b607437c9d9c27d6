import { changePasswordFormSchema, messages, roleLabel } from '@contract/auth';
import { useAuth, useChangePasswordMutation } from '@client/api/auth';
import { PageContainer } from '@client/components/layout/page-container';
import { SubmitButton } from '@client/components/submit-button';
import { toast } from '@client/components/ui/use-toast';
import { TitledCard } from '@client/components/ui/card';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { NewPasswordFields, PasswordField } from './auth-layout';

function ChangePasswordForm() {
  const changePassword = useChangePasswordMutation();
  const form = useContractForm(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast({ title: 'Succès', description: messages.passwordChanged });
      form.reset();
    } catch (err) {
      toastError(err, 'Impossible de modifier le mot de passe');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordField
        form={form}
        name="currentPassword"
        label="Mot de passe actuel"
        kind="current"
      />
      <NewPasswordFields form={form} confirmLabel="Confirmer le nouveau mot de passe" />
      <SubmitButton
        label="Modifier le mot de passe"
        busyLabel="Modification..."
        busy={changePassword.isPending}
        className="w-full sm:w-fit"
      />
    </form>
  );
}

export default function SettingsPage() {
  usePageTitle('Paramètres');
  const { user } = useAuth();

  return (
    <PageContainer className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Paramètres</h1>
      {!user ? (
        <p className="mt-6 text-muted-foreground">Non connecté</p>
      ) : (
        <div className="mt-6 grid gap-6">
          <TitledCard title="Informations du compte" description="Vos informations personnelles.">
            <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
              <dt className="text-sm font-medium text-muted-foreground">Nom</dt>
              <dd className="-mt-3 sm:mt-0">{user.name}</dd>
              <dt className="text-sm font-medium text-muted-foreground">Email</dt>
              <dd className="-mt-3 break-all sm:mt-0">{user.email}</dd>
              <dt className="text-sm font-medium text-muted-foreground">Rôle</dt>
              <dd className="-mt-3 sm:mt-0">{roleLabel(user.role)}</dd>
            </dl>
          </TitledCard>
          <TitledCard
            title="Changer le mot de passe"
            description="Choisissez un mot de passe d'au moins 6 caractères."
          >
            <ChangePasswordForm />
          </TitledCard>
        </div>
      )}
    </PageContainer>
  );
}
