import type { ReactNode } from 'react';
import { Undo2 } from 'lucide-react';
import type { ReceivedSms } from '@contract/payments';
import {
  paymentStatuses,
  type DecisionVia,
  type PaymentMethod,
  type PaymentStatus,
} from '@contract/payments-labels';
import { useDecidePayment, useReversePayment } from '@client/api/payments';
import { AdminSection } from '@client/components/admin/admin-section';
import { Fact } from '@client/components/admin/fact';
import { FilterSelect } from '@client/components/admin/filter-select';
import {
  PagedList,
  usePagedList,
  type ListPage,
  type PagedListOptions,
} from '@client/components/admin/paged-list';
import {
  PaymentDecisionDialog,
  usePaymentDecision,
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

const PAGE_SIZE = 20;

/** The list's filter: one status, or '' for all. */
type StatusFilter = { status: PaymentStatus | '' };

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
export function PaymentReviewList<
  P extends ListPage<unknown>,
  T extends { id: string } = P['items'][number] & { id: string },
>({
  id,
  title,
  listLabel,
  pagerLabel,
  empty,
  failed,
  skeletonHeight,
  query,
  select,
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
  /** The list's queryOptions factory, from src/client/api. */
  query: PagedListOptions<StatusFilter, P, T>['query'];
  /** What the review shows of each payment, when not the payment itself. */
  select?: PagedListOptions<StatusFilter, P, T>['select'];
  messages: DecisionMessages;
  /** The payment in the question: who, what, how much. */
  describe: (item: T) => string;
  /** One payment, a <li>. */
  children: (item: T, decision: DecisionProps) => ReactNode;
}) {
  const list = usePagedList<StatusFilter, P, T>({
    query,
    filter: { status: '' },
    pageSize: PAGE_SIZE,
    select,
  });
  // Every payment is decided through the same endpoint, whatever it paid for.
  const decision = usePaymentDecision<T>(useDecidePayment(), messages);

  return (
    <AdminSection
      id={id}
      title={title}
      actionAlign="end"
      action={
        <FilterSelect
          id={`${id}-status`}
          label="Statut"
          {...list.field('status')}
          allLabel={filterLabels['']}
          options={paymentStatuses}
          optionLabel={(value) => filterLabels[value]}
        />
      }
    >
      <PagedList
        list={list}
        skeleton={{ count: 3, itemClassName: skeletonHeight }}
        failed={failed}
        empty={<p className="text-muted-foreground">{empty}</p>}
        label={listLabel}
        pagerLabel={pagerLabel}
      >
        {(item) =>
          children(item, {
            busy: decision.busyId === item.id,
            onDecide: (status) => decision.ask(item, status),
          })
        }
      </PagedList>
      <PaymentDecisionDialog {...decision.dialog} describe={describe} />
    </AdminSection>
  );
}
