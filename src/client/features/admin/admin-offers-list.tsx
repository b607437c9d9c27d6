import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Power } from 'lucide-react';
import { ListItemCard } from '@client/components/list-item-card';
import { AdminSection } from '@client/components/admin/admin-section';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { NewItemButton } from '@client/components/editable-list';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';
import type { OfferTexts } from './admin-offer-form';

/** What every offer for sale has (packages, training bundles). */
interface Offer {
  id: string;
  name: string;
  isActive: boolean;
}

/** What a card may do: open the edit dialog, take the offer off sale or back, wait. */
export interface OfferCardActions {
  onEdit: () => void;
  onToggle: () => void;
  busy: boolean;
}

/**
 * An offer's card: its name and badges ("Inactif" when off sale), description, facts, what else
 * it shows, then "Modifier" and "Désactiver" / "Réactiver" (screen readers hear its name).
 */
export function OfferCard({
  headingId,
  offer,
  badge,
  description,
  facts,
  children,
  onEdit,
  onToggle,
  busy,
}: {
  headingId: string;
  offer: Offer;
  /** A badge shown before "Inactif". */
  badge?: ReactNode;
  description: string | null;
  /** Fact lines, inside the card's <dl>. */
  facts: ReactNode;
  children?: ReactNode;
} & OfferCardActions) {
  const inactive = offer.isActive ? null : <Badge variant="outline">Inactif</Badge>;
  return (
    <ListItemCard headingId={headingId} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {offer.name}
        </h3>
        {badge ? (
          <div className="flex flex-wrap gap-1">
            {badge}
            {inactive}
          </div>
        ) : (
          inactive
        )}
      </div>
      {description ? (
        <p className="text-sm break-words text-muted-foreground">{description}</p>
      ) : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-2">{facts}</dl>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Modifier<span className="sr-only"> {offer.name}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onToggle}>
          <Power aria-hidden="true" />
          {offer.isActive ? 'Désactiver' : 'Réactiver'}
          <span className="sr-only"> {offer.name}</span>
        </Button>
      </div>
    </ListItemCard>
  );
}

/** The update mutation of an offer: the whole offer, as PUT wants it. */
interface UpdateMutation<B> {
  mutate: (
    input: { id: string; body: B },
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
  variables?: { id: string } | undefined;
}

/**
 * A kind of offer, inactive ones included: "Nouveau …", the cards, each with its edit dialog and
 * its switch off and back on sale.
 */
export function OfferList<T extends Offer, B>({
  id,
  title,
  newLabel,
  listLabel,
  empty,
  failed,
  skeletonHeight,
  query,
  update,
  bodyOf,
  texts,
  card,
  dialog,
}: {
  /** The base of the section's element ids. */
  id: string;
  title: string;
  newLabel: string;
  listLabel: string;
  empty: string;
  failed: string;
  /** The height class of a loading skeleton ("h-40"). */
  skeletonHeight: string;
  query: UseQueryResult<T[]>;
  update: UpdateMutation<B>;
  /** The whole offer as PUT wants it, from what the list shows, with `isActive`. */
  bodyOf: (offer: T, isActive: boolean) => B;
  /** The toast once taken off sale or back, and the one when saving failed. */
  texts: Pick<OfferTexts, 'toggled' | 'saveFailed'>;
  card: (offer: T, actions: OfferCardActions) => ReactNode;
  /** The create/edit dialog's content, for an offer or null for a new one. */
  dialog: (offer: T | null, onClose: () => void) => ReactNode;
}) {
  const edit = useEditDialog<T>();

  const toggle = (offer: T) =>
    update.mutate(
      { id: offer.id, body: bodyOf(offer, !offer.isActive) },
      {
        onSuccess: () => toast({ title: texts.toggled(!offer.isActive) }),
        onError: (err) => toastError(err, texts.saveFailed),
      },
    );

  return (
    <AdminSection
      id={id}
      title={title}
      action={<NewItemButton onClick={edit.openNew}>{newLabel}</NewItemButton>}
    >
      <QueryState
        query={query}
        pending={<SkeletonList count={2} className="grid gap-3" itemClassName={skeletonHeight} />}
        error={loadFailed(failed)}
      >
        {(offers) =>
          offers.length === 0 ? (
            <p className="text-muted-foreground">{empty}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label={listLabel}>
              {offers.map((offer) =>
                card(offer, {
                  onEdit: () => edit.openEdit(offer),
                  onToggle: () => toggle(offer),
                  busy: update.isPending && update.variables?.id === offer.id,
                }),
              )}
            </ul>
          )
        }
      </QueryState>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(offer) => dialog(offer, edit.close)}
      </EditDialog>
    </AdminSection>
  );
}
