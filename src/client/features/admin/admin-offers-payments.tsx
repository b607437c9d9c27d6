import type { ReactNode } from 'react';
import type { AdminBundlePayment } from '@contract/bundles';
import { adminDecisionMessages as m, type AdminPackagePurchase } from '@contract/packages';
import { adminBundlePaymentsQuery } from '@client/api/bundles';
import { adminPackagePurchasesQuery } from '@client/api/packages';
import { Fact } from '@client/components/admin/fact';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { formatDateTime, formatPrice } from '@client/lib/format';
import {
  PaymentReviewCard,
  PaymentReviewList,
  type DecisionProps,
  type ReviewedPayment,
} from './admin-payment-review';

/** What the review shows of a payment, whatever it paid for. */
interface Reviewed extends ReviewedPayment {
  /** The package or bundle paid for. */
  title: string;
  amount: number;
  decidedAt: string | null;
}

function PaymentItem({ payment: p, ...decision }: { payment: Reviewed } & DecisionProps) {
  return (
    <PaymentReviewCard
      headingId={`offer-payment-${p.id}`}
      payment={p}
      title={p.title}
      badge={<PaymentStatusBadge status={p.status} />}
      amount={<Fact term="Montant">{formatPrice(p.amount)}</Fact>}
      decided={p.decidedAt ? <Fact term="Décidé le">{formatDateTime(p.decidedAt)}</Fact> : null}
      {...decision}
    />
  );
}

const describePayment = (p: Reviewed) => `${p.user.name} · ${p.title} · ${formatPrice(p.amount)}`;

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
  smsText: p.smsText,
  decidedVia: p.decidedVia,
  sms: p.sms,
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
  smsText: p.smsText,
  decidedVia: p.decidedVia,
  sms: p.sms,
});

/** "Achats de packages": the purchases to confirm (the package's courses open) or reject. */
export function AdminPackagePurchases(): ReactNode {
  return (
    <PaymentReviewList
      id="admin-package-purchases"
      title="Achats de packages"
      listLabel="Achats de packages"
      pagerLabel="Pages : achats de packages"
      empty="Aucun achat de package."
      failed="Impossible de charger les achats de packages"
      skeletonHeight="h-40"
      query={adminPackagePurchasesQuery}
      select={fromPurchase}
      messages={m}
      describe={describePayment}
    >
      {(payment, decision) => <PaymentItem key={payment.id} payment={payment} {...decision} />}
    </PaymentReviewList>
  );
}

/** "Paiements de packs": the bundle payments to confirm (enrolment in its courses) or reject. */
export function AdminBundlePayments(): ReactNode {
  return (
    <PaymentReviewList
      id="admin-bundle-payments"
      title="Paiements de packs"
      listLabel="Paiements de packs"
      pagerLabel="Pages : paiements de packs"
      empty="Aucun paiement de pack."
      failed="Impossible de charger les paiements de packs"
      skeletonHeight="h-40"
      query={adminBundlePaymentsQuery}
      select={fromBundlePayment}
      messages={m}
      describe={describePayment}
    >
      {(payment, decision) => <PaymentItem key={payment.id} payment={payment} {...decision} />}
    </PaymentReviewList>
  );
}
