import type { ComponentType, ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Pencil, Power } from 'lucide-react';
import { TitledListItemCard } from '@client/components/titled-list-item-card';
import { AdminSection } from '@client/components/admin/admin-section';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { NewItemButton } from '@client/components/editable-list';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';
import {
  offerBody,
  OfferEditorDialog,
  type OfferCommon,
  type OfferEditor,
  type OfferFormValues,
  offerTexts,
} from './admin-offer-form';

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
    <TitledListItemCard
      headingId={headingId}
      className="grid gap-3 p-4"
      title={offer.name}
      badges={
        badge ? (
          <div className="flex flex-wrap gap-1">
            {badge}
            {inactive}
          </div>
        ) : (
          inactive
        )
      }
    >
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
    </TitledListItemCard>
  );
}

/**
 * A kind of offer, inactive ones included: "Nouveau …", the cards, each with its edit dialog and
 * its switch off and back on sale.
 */
export function OfferList<
  T extends Offer & OfferCommon,
  B extends FieldValues,
  V extends OfferFormValues,
>({
  id,
  title,
  newLabel,
  listLabel,
  empty,
  failed,
  skeletonHeight,
  query: options,
  card: Card,
  editor,
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
  /** The list's queryOptions factory, from src/client/api. */
  query: () => UseQueryOptions<T[], Error, T[], QueryKey>;
  /** One offer's card (an OfferCard); the list keys it. */
  card: ComponentType<{ offer: T } & OfferCardActions>;
  editor: OfferEditor<T, V, B>;
}) {
  const query = useQuery(options());
  const update = editor.mutations.useUpdate();
  const edit = useEditDialog<T>();
  const texts = offerTexts(editor.noun, editor);

  const toggle = (offer: T) =>
    update.mutate(
      { id: offer.id, body: editor.bodyOf(offer, offerBody(offer, !offer.isActive)) },
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
              {offers.map((offer) => (
                <Card
                  key={offer.id}
                  offer={offer}
                  onEdit={() => edit.openEdit(offer)}
                  onToggle={() => toggle(offer)}
                  busy={update.isPending && update.variables?.id === offer.id}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(offer) => (
          <OfferEditorDialog item={offer} onClose={edit.close} editor={editor} texts={texts} />
        )}
      </EditDialog>
    </AdminSection>
  );
}
