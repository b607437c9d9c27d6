import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminBundlePayment } from '@contract/bundles';
import { adminDecisionMessages as m, type AdminPackagePurchase } from '@contract/packages';
import {
  paymentMethodLabels,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '@contract/payments-labels';
import { adminBundlePaymentsQuery, useDecideBundlePayment } from '@client/api/bundles';
import { adminPackagePurchasesQuery, useDecidePackagePurchase } from '@client/api/packages';
import { Pager } from '@client/components/admin/pager';
import {
  PaymentDecisionButtons,
  ProofImageLink,
} from '@client/components/payments/payment-decision';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Card } from '@client/components/ui/card';
import { inputClassName } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatDateTime, formatPrice } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { OfferFact } from './admin-offers-fact';

const PAGE_SIZE = 20;

/** The status filter's choices ('' = all). */
const filterLabels: Record<PaymentStatus | '', string> = {
  '': 'Tous',
  pending: 'En attente',
  confirmed: 'Confirmés',
  rejected: 'Rejetés',
};

/** What the review shows of a payment, whatever it paid for. */
interface Reviewed {
  id: string;
  /** The package or bundle paid for. */
  title: string;
  user: { name: string; email: string };
  amount: number;
  paymentMethod: PaymentMethod;
  phoneNumber: string;
  transactionId: string | null;
  proofImage: string | null;
  status: PaymentStatus;
  createdAt: string;
  decidedAt: string | null;
}

type Decision = { payment: Reviewed; status: 'confirmed' | 'rejected' };

function PaymentItem({
  payment: p,
  busy,
  onDecide,
}: {
  payment: Reviewed;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const headingId = `offer-payment-${p.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={headingId} className="font-semibold break-words">
              {p.title}
            </h3>
            <p className="text-sm break-words">
              {p.user.name} <span className="text-muted-foreground">· {p.user.email}</span>
            </p>
          </div>
          <PaymentStatusBadge status={p.status} />
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <OfferFact term="Montant">{formatPrice(p.amount)}</OfferFact>
          <OfferFact term="Moyen">{paymentMethodLabels[p.paymentMethod]}</OfferFact>
          <OfferFact term="Téléphone">{p.phoneNumber}</OfferFact>
          <OfferFact term="ID de transaction">
            <span className="break-all">{p.transactionId ?? '—'}</span>
          </OfferFact>
          <OfferFact term="Capture">
            <ProofImageLink src={p.proofImage} who={p.user.name} />
          </OfferFact>
          <OfferFact term="Demandé le">{formatDateTime(p.createdAt)}</OfferFact>
          {p.decidedAt ? (
            <OfferFact term="Décidé le">{formatDateTime(p.decidedAt)}</OfferFact>
          ) : null}
        </dl>
        {p.status === 'pending' ? (
          <PaymentDecisionButtons
            who={p.user.name}
            busy={busy}
            onDecide={(status) => onDecide({ payment: p, status })}
          />
        ) : null}
      </Card>
    </li>
  );
}

interface PaymentPage {
  items: Reviewed[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A paged list of mobile-money payments to review, filtered by status, with "Confirmer" and
 * "Rejeter" after the question "Confirmer ce paiement ?" / "Rejeter ce paiement ?".
 */
function PaymentReview({
  title,
  id,
  empty,
  failed,
  useList,
  decide,
}: {
  title: string;
  id: string;
  empty: string;
  failed: string;
  useList: (page: number, status: PaymentStatus | '') => ReturnType<typeof useQuery<PaymentPage>>;
  decide: {
    mutate: (
      input: { id: string; status: 'confirmed' | 'rejected' },
      callbacks: { onSuccess: () => void; onError: (err: Error) => void },
    ) => void;
    isPending: boolean;
    variables?: { id: string } | undefined;
  };
}) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const query = useList(page, status);
  const [asking, setAsking] = useState<Decision | null>(null);

  const onConfirmed = ({ payment, status: decision }: Decision) => {
    setAsking(null);
    decide.mutate(
      { id: payment.id, status: decision },
      {
        onSuccess: () => toast({ title: m.statusUpdated }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, m.statusFailed),
          }),
      },
    );
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-status`}>Statut</Label>
          <select
            id={`${id}-status`}
            className={cn(inputClassName, 'w-44 pr-8')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PaymentStatus | '');
              setPage(1);
            }}
          >
            {(['', ...paymentStatuses] as const).map((value) => (
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
        error={loadFailed(failed)}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground">{empty}</p>
          ) : (
            <div className="grid gap-3">
              <ul className="grid gap-3" aria-label={title}>
                {data.items.map((payment) => (
                  <PaymentItem
                    key={payment.id}
                    payment={payment}
                    busy={decide.isPending && decide.variables?.id === payment.id}
                    onDecide={setAsking}
                  />
                ))}
              </ul>
              <Pager
                label={`Pages : ${title.toLowerCase()}`}
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
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {asking?.status === 'rejected' ? m.rejectQuestion : m.confirmQuestion}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {asking
                ? `${asking.payment.user.name} · ${asking.payment.title} · ${formatPrice(asking.payment.amount)}`
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking) onConfirmed(asking);
              }}
            >
              {asking?.status === 'rejected' ? 'Rejeter' : 'Confirmer'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

const fromPurchase = (p: AdminPackagePurchase): Reviewed => ({
  id: p.id,
  title: `${p.packageName} (${p.courseCount} cours)`,
  user: p.user,
  amount: p.amountPaid,
  paymentMethod: p.paymentMethod,
  phoneNumber: p.phoneNumber,
  transactionId: p.transactionId,
  proofImage: p.proofImage,
  status: p.status,
  createdAt: p.purchaseDate,
  decidedAt: p.decidedAt,
});

const fromBundlePayment = (p: AdminBundlePayment): Reviewed => ({
  id: p.id,
  title: p.bundleName,
  user: p.user,
  amount: p.amount,
  paymentMethod: p.paymentMethod,
  phoneNumber: p.phoneNumber,
  transactionId: p.transactionId,
  proofImage: p.proofImage,
  status: p.status,
  createdAt: p.createdAt,
  decidedAt: p.decidedAt,
});

function usePurchasePage(page: number, status: PaymentStatus | '') {
  return useQuery({
    ...adminPackagePurchasesQuery({ page, pageSize: PAGE_SIZE, status: status || undefined }),
    select: (data) => ({ ...data, items: data.items.map(fromPurchase) }),
  });
}

function useBundlePaymentPage(page: number, status: PaymentStatus | '') {
  return useQuery({
    ...adminBundlePaymentsQuery({ page, pageSize: PAGE_SIZE, status: status || undefined }),
    select: (data) => ({ ...data, items: data.items.map(fromBundlePayment) }),
  });
}

/** "Achats de packages": the purchases to confirm (the package's courses open) or reject. */
export function AdminPackagePurchases(): ReactNode {
  const decide = useDecidePackagePurchase();
  return (
    <PaymentReview
      id="admin-package-purchases"
      title="Achats de packages"
      empty="Aucun achat de package."
      failed="Impossible de charger les achats de packages"
      useList={usePurchasePage}
      decide={decide}
    />
  );
}

/** "Paiements de packs": the bundle payments to confirm (enrolment in its courses) or reject. */
export function AdminBundlePayments(): ReactNode {
  const decide = useDecideBundlePayment();
  return (
    <PaymentReview
      id="admin-bundle-payments"
      title="Paiements de packs"
      empty="Aucun paiement de pack."
      failed="Impossible de charger les paiements de packs"
      useList={useBundlePaymentPage}
      decide={decide}
    />
  );
}
