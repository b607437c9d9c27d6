import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import type { ReceivedSms } from '@contract/payments';
import {
  paymentStatuses,
  type DecisionVia,
  type PaymentMethod,
  type PaymentStatus,
} from '@contract/payments-labels';
import { useReversePayment } from '@client/api/payments';
import { Fact } from '@client/components/admin/fact';
import { FilterSelect } from '@client/components/admin/filter-select';
import { PagedList, usePagedFilter, type ListPage } from '@client/components/admin/paged-list';
import {
  PaymentDecisionDialog,
  usePaymentDecision,
  type DecideMutation,
  type DecisionMessages,
  type PaymentDecisionStatus,
} from '@client/components/admin/payment-decision-dialog';
import { PaymentProofFacts } from '@client/components/admin/payment-proof-facts';
import { ReviewCard } from '@client/components/admin/review-card';
import { PaymentDecisionButtons } from '@client/components/payments/payment-decision';
import { PaymentSmsEvidence } from '@client/components/payments/payment-sms-evidence';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';

/** The choices of the status filter ('' = all). */
const filterLabels: Record<PaymentStatus | '', string> = {
  '': 'Tous',
  pending: 'En attente',
  confirmed: 'Confirmés',
  rejected: 'Rejetés',
};

/** What an item of the list may do: wait for its decision, or ask for one. */
export interface DecisionProps {
  busy: boolean;
  onDecide: (status: PaymentDecisionStatus) => void;
}

/** What a reviewed payment shows of its payer and what they declared. */
export interface ReviewedPayment {
  id: string;
  user: { name: string; email: string };
  paymentMethod: PaymentMethod;
  phoneNumber: string;
  transactionId: string | null;
  proofImage: string | null;
  status: PaymentStatus;
  createdAt: string;
  smsText: string | null;
  decidedVia: DecisionVia | null;
  sms: ReceivedSms | null;
}

/** An admin undoes an automatic confirmation: the payment waits again for a person. */
export function ReversePaymentButton({ id, who }: { id: string; who: string }) {
  const reverse = useReversePayment();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={reverse.isPending}
      onClick={() =>
        reverse.mutate(
          { id },
          {
            onSuccess: () => toast({ title: 'Confirmation automatique annulée' }),
            onError: (err) => toastError(err, 'Impossible d’annuler la confirmation'),
          },
        )
      }
    >
      <Undo2 aria-hidden="true" />
      Annuler la confirmation automatique<span className="sr-only"> du paiement de {who}</span>
    </Button>
  );
}

/**
 * A payment to review, as a list item: what it paid for, the payer, its badge, the amount and
 * `before` facts, what the payer declared, the `after` facts then "Demandé le" and `decided`;
 * "Confirmer" and "Rejeter" while it is pending.
 */
export function PaymentReviewCard({
  headingId,
  payment: p,
  title,
  badge,
  amount,
  after,
  decided,
  busy,
  onDecide,
}: {
  headingId: string;
  payment: ReviewedPayment;
  title: string;
  badge: ReactNode;
  /** The facts before the payer's declaration: the amount, the duration… */
  amount: ReactNode;
  /** The facts between the declaration and "Demandé le". */
  after?: ReactNode;
  /** The facts after "Demandé le". */
  decided?: ReactNode;
} & DecisionProps) {
  return (
    <ReviewCard
      headingId={headingId}
      title={title}
      name={p.user.name}
      email={p.user.email}
      badge={badge}
      facts={
        <>
          {amount}
          <PaymentProofFacts
            paymentMethod={p.paymentMethod}
            phoneNumber={p.phoneNumber}
            transactionId={p.transactionId}
            proofImage={p.proofImage}
            who={p.user.name}
          />
          {after}
          <Fact term="Demandé le">{formatDateTime(p.createdAt)}</Fact>
          {decided}
          <Fact term="SMS">
            <PaymentSmsEvidence smsText={p.smsText} sms={p.sms} decidedVia={p.decidedVia} />
          </Fact>
        </>
      }
    >
      {p.status === 'pending' ? (
        <PaymentDecisionButtons who={p.user.name} busy={busy} onDecide={onDecide} />
      ) : null}
      {p.status === 'confirmed' && p.decidedVia === 'sms' ? (
        <ReversePaymentButton id={p.id} who={p.user.name} />
      ) : null}
    </ReviewCard>
  );
}

/**
 * A paged list of mobile-money payments to review (subscriptions, package purchases, bundle
 * payments), filtered by status, with "Confirmer" and "Rejeter" after the question
 * "Confirmer ce paiement ?" / "Rejeter ce paiement ?".
 */
export function PaymentReviewList<T extends { id: string }>({
  id,
  title,
  listLabel,
  pagerLabel,
  empty,
  failed,
  skeletonHeight,
  useList,
  decide,
  messages,
  describe,
  children,
}: {
  /** The base of the section's element ids. */
  id: string;
  title: string;
  listLabel: string;
  pagerLabel: string;
  empty: string;
  failed: string;
  /** The height class of a loading skeleton ("h-40"). */
  skeletonHeight: string;
  /** The page shown, for the status chosen. */
  useList: (page: number, status: PaymentStatus | '') => UseQueryResult<ListPage<T>>;
  decide: DecideMutation;
  messages: DecisionMessages;
  /** The payment in the question: who, what, how much. */
  describe: (item: T) => string;
  /** One payment, a <li>. */
  children: (item: T, decision: DecisionProps) => ReactNode;
}) {
  const { page, setPage, filter, setFilter } = usePagedFilter<PaymentStatus | ''>('');
  const query = useList(page, filter);
  const decision = usePaymentDecision<T>(decide, messages);

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <FilterSelect
          id={`${id}-status`}
          label="Statut"
          value={filter}
          onChange={setFilter}
          allLabel={filterLabels['']}
          options={paymentStatuses}
          optionLabel={(value) => filterLabels[value]}
        />
      </div>
      <PagedList
        query={query}
        skeleton={{ count: 3, itemClassName: skeletonHeight }}
        failed={failed}
        empty={<p className="text-muted-foreground">{empty}</p>}
        label={listLabel}
        pagerLabel={pagerLabel}
        onPageChange={setPage}
      >
        {(item) =>
          children(item, {
            busy: decision.busyId === item.id,
            onDecide: (status) => decision.ask(item, status),
          })
        }
      </PagedList>
      <PaymentDecisionDialog {...decision.dialog} describe={describe} />
    </section>
  );
}
