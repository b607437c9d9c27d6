import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import {
  quoteRequestUpdateSchema,
  quoteStatuses,
  quoteStatusLabels,
  type AdminQuoteRequest,
  type QuoteRequestUpdate,
} from '@contract/bundles';
import { adminQuoteRequestsQuery, useUpdateQuoteRequest } from '@client/api/bundles';
import { Pager } from '@client/components/admin/pager';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { inputClassName } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatDateTime, formatNumber, formatPrice } from '@client/lib/format';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, TextareaField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { cn } from '@client/lib/utils';
import { OfferFact } from './admin-offers-fact';

type QuoteStatus = AdminQuoteRequest['status'];
const PAGE_SIZE = 20;

const statusVariant: Record<QuoteStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  sent: 'outline',
  accepted: 'success',
  rejected: 'destructive',
};

const filterLabels: Record<QuoteStatus | '', string> = {
  '': 'Toutes',
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
    form.handleSubmit(async (payload) => {
      try {
        await update.mutateAsync({
          id: quote.id,
          body: {
            adminNotes: payload.adminNotes,
            ...(pending ? { quotedPrice: payload.quotedPrice } : {}),
            ...(status ? { status } : {}),
          },
        });
        toast({
          title:
            status === 'sent'
              ? 'Devis envoyé'
              : status
                ? `Devis ${quoteStatusLabels[status].toLowerCase()}`
                : 'Demande mise à jour',
          description: status === 'sent' ? `Un e-mail est parti à ${quote.email}.` : undefined,
        });
        onClose();
      } catch (err) {
        if (!applyServerErrors(form, err))
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, 'Impossible de mettre à jour la demande'),
          });
      }
    });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Devis : {quote.bundleName}</DialogTitle>
        <DialogDescription>
          {quote.companyName ?? quote.contactName} · {quote.email}
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void save()(event)}>
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
          inputMode="numeric"
          min={0}
          step={1}
        />
        <TextareaField
          form={form}
          name="adminNotes"
          label="Notes internes"
          hint="Visibles des administrateurs seulement."
          rows={3}
        />
        <DialogFooter className="flex-wrap">
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" variant="outline" disabled={update.isPending}>
            Enregistrer
          </Button>
          {nextSteps[quote.status].map((step) => (
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
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function QuoteItem({ quote: q, onOpen }: { quote: AdminQuoteRequest; onOpen: () => void }) {
  const headingId = `admin-quote-${q.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={headingId} className="font-semibold break-words">
              {q.companyName ?? q.contactName}
              <span className="font-normal text-muted-foreground"> · {q.bundleName}</span>
            </h3>
            <p className="text-sm break-words">
              {q.contactName} <span className="text-muted-foreground">· {q.email}</span>
            </p>
          </div>
          <Badge variant={statusVariant[q.status]}>{quoteStatusLabels[q.status]}</Badge>
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <OfferFact term="Téléphone">{q.phone}</OfferFact>
          <OfferFact term="Employés">
            {q.numberOfEmployees === null ? '—' : formatNumber(q.numberOfEmployees)}
          </OfferFact>
          <OfferFact term="Prix du devis">
            {q.quotedPrice === null ? '—' : formatPrice(q.quotedPrice)}
          </OfferFact>
          <OfferFact term="Demandé le">{formatDateTime(q.createdAt)}</OfferFact>
        </dl>
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
      </Card>
    </li>
  );
}

/** "Devis": the companies' quote requests, a page at a time, by status. */
export function AdminQuoteRequests() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const query = useQuery(
    adminQuoteRequestsQuery({ page, pageSize: PAGE_SIZE, status: status || undefined }),
  );
  const [open, setOpen] = useState<AdminQuoteRequest | null>(null);

  return (
    <section className="grid gap-4" aria-labelledby="admin-quotes-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-quotes-title" className="text-lg font-semibold">
          Demandes de devis
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="admin-quotes-status">Statut</Label>
          <select
            id="admin-quotes-status"
            className={cn(inputClassName, 'w-44 pr-8')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as QuoteStatus | '');
              setPage(1);
            }}
          >
            {(['', ...quoteStatuses] as const).map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-3" itemClassName="h-40" />}
        error={loadFailed('Impossible de charger les demandes de devis')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground">Aucune demande de devis.</p>
          ) : (
            <div className="grid gap-3">
              <ul className="grid gap-3" aria-label="Demandes de devis">
                {data.items.map((quote) => (
                  <QuoteItem key={quote.id} quote={quote} onOpen={() => setOpen(quote)} />
                ))}
              </ul>
              <Pager
                label="Pages des demandes de devis"
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                busy={query.isFetching}
                onPageChange={setPage}
              />
            </div>
          )
        }
      </QueryState>
      <Dialog
        open={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      >
        {open ? <QuoteDialog key={open.id} quote={open} onClose={() => setOpen(null)} /> : null}
      </Dialog>
    </section>
  );
}
