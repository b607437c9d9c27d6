import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  announcementInputSchema,
  announcementMessages as m,
  announcementTypeLabels,
  announcementTypes,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementType,
} from '@contract/announcements';
import {
  announcementsQuery,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '@client/api/announcements';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDate } from '@client/lib/format';

/** Spec 02 §4: info, warning and success in blue, orange and green. */
const typeClassName: Record<AnnouncementType, string> = {
  info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50',
  warning:
    'border-orange-300 bg-orange-50 text-orange-950 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-50',
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50',
};
const typeVariant: BadgeProps['variant'] = 'outline';

function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const form = useContractForm(announcementInputSchema, {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    type: announcement?.type ?? 'info',
    isPublished: announcement?.isPublished ?? false,
  } satisfies AnnouncementInput);
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (announcement) await update.mutateAsync({ id: announcement.id, body });
      else await create.mutateAsync(body);
      toast({ title: announcement ? m.updated : m.created });
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err))
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, m.saveFailed),
        });
    }
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{announcement ? m.editTitle : m.newTitle}</DialogTitle>
        <DialogDescription>
          Une annonce publiée apparaît sur la page d&apos;accueil, pour tous les utilisateurs.
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <TextField form={form} name="title" label="Titre" autoComplete="off" />
        <TextareaField form={form} name="content" label="Contenu" rows={5} />
        <SelectField
          form={form}
          name="type"
          label="Type"
          options={announcementTypes}
          optionLabel={(type) => announcementTypeLabels[type]}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-primary)]"
            {...form.register('isPublished')}
          />
          {m.publish}
        </label>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function AnnouncementItem({
  announcement: a,
  onEdit,
  onDelete,
  deleting,
}: {
  announcement: Announcement;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const headingId = `announcement-${a.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant={typeVariant} className={typeClassName[a.type]}>
            {announcementTypeLabels[a.type]}
          </Badge>
          {a.isPublished ? null : <Badge variant="secondary">{m.draft}</Badge>}
        </div>
        <h3 id={headingId} className="font-semibold break-words">
          {a.title}
        </h3>
        <p className="text-sm whitespace-pre-line break-words">{a.content}</p>
        <p className="text-xs text-muted-foreground">
          {a.author.name} · {formatDate(a.createdAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Modifier<span className="sr-only"> : {a.title}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            Supprimer<span className="sr-only"> : {a.title}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The admin dashboard's "Annonces" tab (spec 02 §2): write, publish, edit and delete. */
export default function AdminAnnouncementsTab() {
  const query = useQuery(announcementsQuery());
  // undefined: closed; null: a new announcement; an announcement: editing it.
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined);
  const remove = useDeleteAnnouncement();
  const confirm = useConfirmDelete<Announcement>({
    isPending: remove.isPending,
    variables: remove.variables as Announcement | undefined,
    mutate: (announcement) =>
      remove.mutate(announcement, {
        onSuccess: () => toast({ title: m.deleted }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, m.deleteFailed),
          }),
      }),
  });

  return (
    <section className="grid gap-4" aria-labelledby="admin-announcements-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-announcements-title" className="text-lg font-semibold">
            Annonces
          </h2>
          <p className="text-sm text-muted-foreground">
            Les annonces publiées apparaissent sur la page d&apos;accueil pour tous les
            utilisateurs.
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          Nouvelle annonce
        </Button>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-3" itemClassName="h-32" />}
        error={loadFailed('Impossible de charger les annonces')}
      >
        {(announcements) =>
          announcements.length === 0 ? (
            <Card className="grid justify-items-center gap-2 p-6 text-center">
              <Megaphone className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-muted-foreground">Aucune annonce pour le moment.</p>
            </Card>
          ) : (
            <ul className="grid gap-3" aria-label="Liste des annonces">
              {announcements.map((announcement) => (
                <AnnouncementItem
                  key={announcement.id}
                  announcement={announcement}
                  onEdit={() => setEditing(announcement)}
                  onDelete={() => confirm.ask(announcement)}
                  deleting={confirm.deletingId === announcement.id}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      >
        {editing !== undefined ? (
          <AnnouncementDialog
            key={editing?.id ?? 'new'}
            announcement={editing}
            onClose={() => setEditing(undefined)}
          />
        ) : null}
      </Dialog>
      <ConfirmDeleteDialog {...confirm.dialog}>{m.deleteConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
