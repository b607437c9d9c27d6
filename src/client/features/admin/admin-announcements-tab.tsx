import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
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
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { FormDialogContent } from '@client/components/form-dialog';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { toast } from '@client/components/ui/use-toast';
import { SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { createOrUpdate } from '@client/lib/forms/create-or-update';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDate } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';

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
  const { save, saving } = createOrUpdate(
    announcement,
    useCreateAnnouncement(),
    useUpdateAnnouncement(),
  );
  const form = useContractForm(announcementInputSchema, {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    type: announcement?.type ?? 'info',
    isPublished: announcement?.isPublished ?? false,
  } satisfies AnnouncementInput);

  const onSubmit = saveOnSubmit(form, save, {
    saved: { title: announcement ? m.updated : m.created },
    failed: m.saveFailed,
    onSaved: onClose,
  });

  return (
    <FormDialogContent
      title={announcement ? m.editTitle : m.newTitle}
      description="Une annonce publiée apparaît sur la page d'accueil, pour tous les utilisateurs."
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
    >
      <TextField form={form} name="title" label="Titre" autoComplete="off" />
      <TextareaField form={form} name="content" label="Contenu" rows={5} />
      <SelectField
        form={form}
        name="type"
        label="Type"
        options={announcementTypes}
        optionLabel={(type) => announcementTypeLabels[type]}
      />
      <LabelledCheckbox label={m.publish} {...form.register('isPublished')} />
    </FormDialogContent>
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
        <EditDeleteButtons name={a.title} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </Card>
    </li>
  );
}

/** The admin dashboard's "Annonces" tab (spec 02 §2): write, publish, edit and delete. */
export default function AdminAnnouncementsTab() {
  const query = useQuery(announcementsQuery());
  const edit = useEditDialog<Announcement>();
  const remove = useDeleteAnnouncement();
  const confirm = useConfirmDelete<Announcement>({
    isPending: remove.isPending,
    variables: remove.variables as Announcement | undefined,
    mutate: (announcement) =>
      remove.mutate(announcement, {
        onSuccess: () => toast({ title: m.deleted }),
        onError: (err) => toastError(err, m.deleteFailed),
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
        <Button onClick={edit.openNew}>
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
                  onEdit={() => edit.openEdit(announcement)}
                  onDelete={() => confirm.ask(announcement)}
                  deleting={confirm.deletingId === announcement.id}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(announcement) => <AnnouncementDialog announcement={announcement} onClose={edit.close} />}
      </EditDialog>
      <ConfirmDeleteDialog {...confirm.dialog}>{m.deleteConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
