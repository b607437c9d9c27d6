import { FileText } from 'lucide-react';
import {
  quoteRequestUpdateSchema,
  quoteStatuses,
  quoteStatusLabels,
  type AdminQuoteRequest,
  type QuoteRequestUpdate,
} from '@contract/bundles';
import { adminQuoteRequestsQuery, useUpdateQuoteRequest } from '@client/api/bundles';
import { AdminSection } from '@client/components/admin/admin-section';
import { Fact } from '@client/components/admin/fact';
import { FilterSelect } from '@client/components/admin/filter-select';
import { PagedList, usePagedList } from '@client/components/admin/paged-list';
import { ReviewCard } from '@client/components/admin/review-card';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { FormDialogContent } from '@client/components/form-dialog';
import { Button } from '@client/components/ui/button';
import { formatDateTime, formatNumber, formatPrice } from '@client/lib/format';
import { NumberField, TextareaField } from '@client/lib/forms/fields';
import { wholeNumber } from '@client/lib/forms/number-inputs';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';

type QuoteStatus = AdminQuoteRequest['status'];
const PAGE_SIZE = 20;

const statusVariant: Record<QuoteStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  sent: 'outline',
  accepted: 'success',
  rejected: 'destructive',
};

const filterLabels: Record<QuoteStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyées',
  accepted: 'Acceptées',
  rejected: 'Refusées',
};

/** What each step's button says. */
const stepLabels: Partial<Record<QuoteStatus, string>> = {
  sent: 'Envoyer le devis',
  accepted: 'Marquer accepté',
  rejected: 'Marquer refusé',
};
const nextSteps: Record<QuoteStatus, QuoteStatus[]> = {
  pending: ['sent'],
  sent: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

interface FormValues {
  quotedPrice: number | null;
  adminNotes: string;
}

/** Price and notes, and the next step of the quote (send, then accepted or refused). */
function QuoteDialog({ quote, onClose }: { quote: AdminQuoteRequest; onClose: () => void }) {
  const update = useUpdateQuoteRequest();
  const form = useContractForm<FormValues, QuoteRequestUpdate>(quoteRequestUpdateSchema, {
    quotedPrice: quote.quotedPrice,
    adminNotes: quote.adminNotes ?? '',
  });
  const pending = quote.status === 'pending';

  const save = (status?: QuoteStatus) =>
    saveOnSubmit(
      form,
      (payload) =>
        update.mutateAsync({
          id: quote.id,
          body: {
            adminNotes: payload.adminNotes,
            ...(pending ? { quotedPrice: payload.quotedPrice } : {}),
            ...(status ? { status } : {}),
          },
        }),
      {
        saved: {
          title:
            status === 'sent'
              ? 'Devis envoyé'
              : status
                ? `Devis ${quoteStatusLabels[status].toLowerCase()}`
                : 'Demande mise à jour',
          description: status === 'sent' ? `Un e-mail est parti à ${quote.email}.` : undefined,
        },
        failed: 'Impossible de mettre à jour la demande',
        onSaved: onClose,
      },
    );

  return (
    <FormDialogContent
      title={`Devis : ${quote.bundleName}`}
      description={`${quote.companyName ?? quote.contactName} · ${quote.email}`}
      onSubmit={save()}
      onClose={onClose}
      saving={update.isPending}
      submitLabel="Enregistrer"
      submitVariant="outline"
      actions={nextSteps[quote.status].map((step) => (
        <Button
          key={step}
          type="button"
          variant={step === 'rejected' ? 'destructive' : 'default'}
          disabled={update.isPending}
          onClick={(event) => void save(step)(event)}
        >
          {stepLabels[step]}
        </Button>
      ))}
    >
      <NumberField
        form={form}
        name="quotedPrice"
        label="Prix du devis (FC)"
        hint={
          pending
            ? 'Requis pour envoyer le devis.'
            : 'Le devis est envoyé : son prix ne change plus.'
        }
        optional
        disabled={!pending}
        {...wholeNumber}
      />
      <TextareaField
        form={form}
        name="adminNotes"
        label="Notes internes"
        hint="Visibles des administrateurs seulement."
        rows={3}
      />
    </FormDialogContent>
  );
}

function QuoteItem({ quote: q, onOpen }: { quote: AdminQuoteRequest; onOpen: () => void }) {
  return (
    <ReviewCard
      headingId={`admin-quote-${q.id}`}
      title={
        <>
          {q.companyName ?? q.contactName}
          <span className="font-normal text-muted-foreground"> · {q.bundleName}</span>
        </>
      }
      name={q.contactName}
      email={q.email}
      badge={<Badge variant={statusVariant[q.status]}>{quoteStatusLabels[q.status]}</Badge>}
      facts={
        <>
          <Fact term="Téléphone">{q.phone}</Fact>
          <Fact term="Employés">
            {q.numberOfEmployees === null ? '—' : formatNumber(q.numberOfEmployees)}
          </Fact>
          <Fact term="Prix du devis">
            {q.quotedPrice === null ? '—' : formatPrice(q.quotedPrice)}
          </Fact>
          <Fact term="Demandé le">{formatDateTime(q.createdAt)}</Fact>
        </>
      }
    >
      {q.message ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="text-muted-foreground">Message : </span>
          {q.message}
        </p>
      ) : null}
      {q.adminNotes ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="text-muted-foreground">Notes : </span>
          {q.adminNotes}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="outline" onClick={onOpen}>
          <FileText aria-hidden="true" />
          {q.status === 'pending' ? 'Préparer le devis' : 'Suivre'}
          <span className="sr-only"> : {q.companyName ?? q.contactName}</span>
        </Button>
      </div>
    </ReviewCard>
  );
}

/** "Devis": the companies' quote requests, a page at a time, by status. */
export function AdminQuoteRequests() {
  const list = usePagedList({
    query: adminQuoteRequestsQuery,
    filter: { status: '' as QuoteStatus | '' },
    pageSize: PAGE_SIZE,
  });
  const edit = useEditDialog<AdminQuoteRequest>();

  return (
    <AdminSection
      id="admin-quotes"
      title="Demandes de devis"
      actionAlign="end"
      action={
        <FilterSelect
          id="admin-quotes-status"
          label="Statut"
          {...list.field('status')}
          allLabel="Toutes"
          options={quoteStatuses}
          optionLabel={(value) => filterLabels[value]}
        />
      }
    >
      <PagedList
        list={list}
        skeleton={{ count: 3, itemClassName: 'h-40' }}
        failed="Impossible de charger les demandes de devis"
        empty={<p className="text-muted-foreground">Aucune demande de devis.</p>}
        label="Demandes de devis"
        pagerLabel="Pages des demandes de devis"
      >
        {(quote) => <QuoteItem key={quote.id} quote={quote} onOpen={() => edit.openEdit(quote)} />}
      </PagedList>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(quote) => (quote ? <QuoteDialog quote={quote} onClose={edit.close} /> : null)}
      </EditDialog>
    </AdminSection>
  );
}
