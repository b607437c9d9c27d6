import { useId, useState } from 'react';
import { Ban, RotateCcw, UserRound } from 'lucide-react';
import type { AdminUser } from '@contract/admin';
import { roleLabel, roleLabels, roles, type Role } from '@contract/roles';
import { adminUsersQuery, useSetUserRole, useSetUserSuspension } from '@client/api/admin';
import { useAuth } from '@client/api/auth';
import { EmptyListCard } from '@client/components/admin/empty-list-card';
import { FilterSelect } from '@client/components/admin/filter-select';
import { PagedList, usePagedList } from '@client/components/admin/paged-list';
import { SearchBox } from '@client/components/admin/search-box';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClassName } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { formatDate } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { cn } from '@client/lib/utils';

const PAGE_SIZE = 20;

const roleVariant: Record<Role, BadgeProps['variant']> = {
  admin: 'default',
  instructor: 'secondary',
  student: 'outline',
};

/** What the confirmation says a new role changes for the person. */
function roleChangeDescription(user: AdminUser, role: Role): string {
  const change = `Nouveau rôle de ${user.name} : ${roleLabel(role)} (rôle actuel : ${roleLabel(user.role)}).`;
  return user.role === 'admin'
    ? `${change} Ce compte n’aura plus accès à l’administration.`
    : change;
}

/**
 * The user's role: choosing another one asks first, as suspending does; cancelling keeps the
 * role and sends nothing. While the change travels, the list shows the role asked for.
 */
function RoleSelect({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const id = useId();
  const change = useSetUserRole();
  const [asking, setAsking] = useState(false);
  // Kept after the question closes, so that its text does not vanish while it fades out.
  const [asked, setAsked] = useState<Role>(user.role);
  const decide = (role: Role) =>
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: (updated) =>
          toast({ title: `Rôle modifié : ${updated.name} est ${roleLabel(updated.role)}` }),
        // The server says why (e.g. the last active administrator keeps the role).
        onError: (err) => toastError(err, 'Impossible de modifier le rôle'),
      },
    );
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Rôle
        <span className="sr-only"> de {user.name}</span>
      </Label>
      <select
        id={id}
        className={cn(inputClassName, 'h-9 pr-8 sm:w-44')}
        value={change.isPending ? change.variables.role : asking ? asked : user.role}
        disabled={disabled || change.isPending}
        onChange={(event) => {
          setAsked(event.target.value as Role);
          setAsking(true);
        }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Changer le rôle de ce compte ?"
        description={roleChangeDescription(user, asked)}
        action="Changer le rôle"
        destructive={user.role === 'admin'}
        onConfirm={() => decide(asked)}
      />
    </div>
  );
}

function SuspensionButton({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const change = useSetUserSuspension();
  const suspended = user.suspendedAt !== null;
  const decide = () =>
    change.mutate(
      { id: user.id, suspended: !suspended },
      {
        onSuccess: () => toast({ title: suspended ? 'Compte rétabli' : 'Compte suspendu' }),
        onError: (err) => toastError(err, 'Impossible de modifier le compte'),
      },
    );
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || change.isPending}
        onClick={() => setOpen(true)}
        className={
          suspended ? undefined : 'text-destructive hover:text-destructive dark:text-red-400'
        }
      >
        {suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {suspended ? 'Rétablir' : 'Suspendre'}
        <span className="sr-only"> : {user.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={suspended ? 'Rétablir ce compte ?' : 'Suspendre ce compte ?'}
        description={
          suspended
            ? `${user.name} pourra de nouveau se connecter.`
            : `${user.name} sera déconnecté immédiatement et ne pourra plus se connecter.`
        }
        action={suspended ? 'Rétablir' : 'Suspendre'}
        destructive={!suspended}
        onConfirm={decide}
      />
    </>
  );
}

function UserItem({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  return (
    <li>
      <Card className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words">{user.name}</h3>
            <Badge variant={roleVariant[user.role]}>{roleLabel(user.role)}</Badge>
            {user.suspendedAt ? <Badge variant="destructive">Suspendu</Badge> : null}
            {isMe ? <Badge variant="outline">Vous</Badge> : null}
          </div>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          {user.bio ? <p className="text-sm break-words">{user.bio}</p> : null}
          <p className="text-xs text-muted-foreground">Inscrit le {formatDate(user.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <RoleSelect user={user} disabled={isMe} />
          <SuspensionButton user={user} disabled={isMe} />
        </div>
      </Card>
    </li>
  );
}

/** The dashboard's "Utilisateurs" tab: search, role filter, paging, role and suspension. */
export default function AdminUsersTab() {
  const { user: me } = useAuth();
  const list = usePagedList({
    query: adminUsersQuery,
    filter: { q: '', role: '' as Role | '' },
    pageSize: PAGE_SIZE,
    search: 'q',
  });
  const roleId = useId();

  return (
    <section aria-labelledby="admin-users-title" className="grid gap-4">
      <h2 id="admin-users-title" className="text-xl font-semibold">
        Utilisateurs
      </h2>
      <div className="grid gap-3 sm:flex sm:items-end">
        <SearchBox
          label="Rechercher par nom ou email"
          placeholder="Rechercher par nom ou email…"
          className="sm:w-80"
          {...list.field('q')}
        />
        <FilterSelect
          id={roleId}
          label="Rôle"
          {...list.field('role')}
          allLabel="Tous les rôles"
          options={roles}
          optionLabel={(r) => roleLabels[r]}
          className="pr-8 sm:w-48"
        />
      </div>
      <PagedList
        list={list}
        skeleton={{ count: 4, itemClassName: 'h-24' }}
        failed="Impossible de charger les utilisateurs."
        empty={<EmptyListCard icon={UserRound}>Aucun utilisateur ne correspond.</EmptyListCard>}
        label="Utilisateurs"
        pagerLabel="Pages des utilisateurs"
        className="grid gap-4"
      >
        {(user) => <UserItem key={user.id} user={user} isMe={user.id === me?.id} />}
      </PagedList>
    </section>
  );
}
