import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import {
  announcementInputSchema,
  announcementMessages as m,
  announcementTypeLabels,
  announcementTypes,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementType,
} from '@contract/announcements';
import { ListItemCard } from '@client/components/list-item-card';
import {
  announcementMutations,
  announcementsQuery,
  useDeleteAnnouncement,
} from '@client/api/announcements';
import { AdminSection } from '@client/components/admin/admin-section';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import {
  EditableListDialogs,
  NewItemButton,
  useEditableList,
  type ItemActions,
} from '@client/components/editable-list';
import {
  SaveDialogContent,
  type ItemDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
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

const texts: SaveDialogTexts = {
  ...m,
  description: "Une annonce publiée apparaît sur la page d'accueil, pour tous les utilisateurs.",
};

function AnnouncementDialog(props: ItemDialogProps<Announcement>) {
  const announcement = props.item;
  const form = useContractForm(announcementInputSchema, {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    type: announcement?.type ?? 'info',
    isPublished: announcement?.isPublished ?? false,
  } satisfies AnnouncementInput);
  return (
    <SaveDialogContent {...props} form={form} mutations={announcementMutations} texts={texts}>
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
    </SaveDialogContent>
  );
}

function AnnouncementItem({
  announcement: a,
  ...actions
}: { announcement: Announcement } & ItemActions) {
  const headingId = `announcement-${a.id}`;
  return (
    <ListItemCard headingId={headingId} className="grid gap-2 p-4">
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
      <EditDeleteButtons name={a.title} {...actions} />
    </ListItemCard>
  );
}

/** The admin dashboard's "Annonces" tab (spec 02 §2): write, publish, edit and delete. */
export default function AdminAnnouncementsTab() {
  const query = useQuery(announcementsQuery());
  const list = useEditableList<Announcement>(useDeleteAnnouncement(), {
    deleted: () => ({ title: m.deleted }),
    deleteFailed: m.deleteFailed,
  });

  return (
    <AdminSection
      id="admin-announcements"
      title="Annonces"
      description="Les annonces publiées apparaissent sur la page d'accueil pour tous les utilisateurs."
      action={<NewItemButton onClick={list.edit.openNew}>Nouvelle annonce</NewItemButton>}
    >
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
                  {...list.actions(announcement)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <EditableListDialogs list={list} deleteConfirm={m.deleteConfirm}>
        {(announcement, onClose) => <AnnouncementDialog item={announcement} onClose={onClose} />}
      </EditableListDialogs>
    </AdminSection>
  );
}
