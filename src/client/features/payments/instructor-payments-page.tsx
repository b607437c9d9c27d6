import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Wallet } from 'lucide-react';
import {
  PaymentDecisionButtons,
  ProofImageLink,
} from '@client/components/payments/payment-decision';
import type { CoursePaymentRequest } from '@contract/payments';
import {
  paymentMessages,
  paymentMethodLabels,
  type PaymentStatus,
} from '@contract/payments-labels';
import { courseQuery } from '@client/api/courses';
import { coursePaymentRequestsQuery } from '@client/api/payments';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { PaymentSmsEvidence } from '@client/components/payments/payment-sms-evidence';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { useInstructorDecision } from '@client/components/payments/use-instructor-decision';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Card, CardContent, CardHeader, CardTitle, NoticeCard } from '@client/components/ui/card';
import { href } from '@client/href';
import { isApiError, isNotFound } from '@client/lib/api';
import { formatDateTime, formatPrice } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { CourseNotFound } from './course-not-found';
import { cn } from '@client/lib/utils';

const m = paymentMessages;

// On phones each row becomes a block of "label: value" lines (no sideways scrolling); from the
// `md` breakpoint it is an ordinary table.
const cellClassName =
  'px-3 py-1 align-middle max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:before:shrink-0 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] md:py-3';

type Decide = (request: CoursePaymentRequest, status: Exclude<PaymentStatus, 'pending'>) => void;

function PaymentRow({
  request,
  onDecide,
  busy,
}: {
  request: CoursePaymentRequest;
  onDecide: Decide;
  busy: boolean;
}) {
  const who = request.user.name;
  return (
    <tr className="border-b last:border-b-0 max-md:grid max-md:py-3">
      <th scope="row" className="px-3 py-1 text-left font-medium break-words max-md:pb-2 md:py-3">
        {who}
      </th>
      <td data-label="Moyen" className={cellClassName}>
        {paymentMethodLabels[request.paymentMethod]}
      </td>
      <td data-label="Téléphone" className={cn(cellClassName, 'whitespace-nowrap')}>
        {request.phoneNumber}
      </td>
      <td data-label="Montant" className={cn(cellClassName, 'whitespace-nowrap md:text-right')}>
        {formatPrice(request.amount)}
      </td>
      <td data-label="ID de transaction" className={cn(cellClassName, 'break-all')}>
        {request.transactionId ?? '—'}
      </td>
      <td data-label="Date" className={cellClassName}>
        {formatDateTime(request.createdAt)}
      </td>
      <td data-label="Statut" className={cellClassName}>
        <PaymentStatusBadge status={request.status} />
      </td>
      <td data-label="Capture" className={cellClassName}>
        <ProofImageLink src={request.proofImage} who={who} />
      </td>
      <td data-label="SMS" className={cn(cellClassName, 'md:max-w-64')}>
        <PaymentSmsEvidence
          smsText={request.smsText}
          sms={request.sms}
          decidedVia={request.decidedVia}
        />
      </td>
      <td className="px-3 py-1 max-md:pt-2 md:py-3">
        {request.status === 'pending' ? (
          <PaymentDecisionButtons
            who={who}
            busy={busy}
            onDecide={(status) => onDecide(request, status)}
            className="flex flex-wrap items-center gap-2 md:justify-end"
          />
        ) : null}
      </td>
    </tr>
  );
}

function PaymentsTable({
  requests,
  onDecide,
  busyId,
}: {
  requests: readonly CoursePaymentRequest[];
  onDecide: Decide;
  busyId: string | undefined;
}) {
  if (requests.length === 0)
    return (
      <NoticeCard
        icon={Wallet}
        titleAs="h2"
        title="Aucune demande de paiement"
        text="Les paiements déclarés par vos étudiants pour ce cours apparaîtront ici."
        action={{ href: '/instructor/dashboard', label: 'Tableau de bord', icon: ArrowLeft }}
      />
    );
  const headers = [
    'Étudiant',
    'Moyen',
    'Téléphone',
    'Montant',
    'ID de transaction',
    'Date',
    'Statut',
    'Capture',
    'SMS',
    'Actions',
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id="payment-requests">Demandes de paiement</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        <table aria-labelledby="payment-requests" className="w-full text-sm max-md:block">
          <thead className="max-md:sr-only">
            <tr className="border-b text-left text-muted-foreground">
              {headers.map((label) => (
                <th
                  key={label}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium',
                    (label === 'Montant' || label === 'Actions') && 'text-right',
                  )}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {requests.map((request) => (
              <PaymentRow
                key={request.id}
                request={request}
                onDecide={onDecide}
                busy={request.id === busyId}
              />
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

export default function InstructorPaymentsPage() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  const requestsQuery = useQuery(coursePaymentRequestsQuery(courseId));
  const detailQuery = useQuery(courseQuery(courseId));
  const title = detailQuery.data?.title;
  usePageTitle(title ? `Paiements : ${title}` : 'Paiements du cours');

  const { decide, decidingId } = useInstructorDecision({
    confirmedDescription: "L'étudiant a maintenant accès au cours.",
    alreadyDecided: m.alreadyDecided,
  });
  const onDecide: Decide = (request, status) => decide(request.id, status);

  if (isNotFound(requestsQuery.error) || isApiError(requestsQuery.error, 403))
    return <CourseNotFound back={{ href: '/instructor/dashboard', label: 'Tableau de bord' }} />;
  return (
    <PageContainer className="grid gap-6">
      <div className="grid gap-1">
        <BackLink href="/instructor/dashboard">Tableau de bord</BackLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Paiements du cours</h1>
        {title ? (
          <p className="break-words text-muted-foreground">
            <Link href={href.course(courseId)} className="hover:text-primary hover:underline">
              {title}
            </Link>
          </p>
        ) : null}
      </div>
      <QueryState
        query={requestsQuery}
        pending={<SkeletonList count={3} className="grid gap-4" itemClassName="h-16 w-full" />}
        error={loadFailed(
          'Impossible de charger les demandes de paiement. Vérifiez votre connexion internet.',
        )}
      >
        {(requests) => (
          <PaymentsTable requests={requests} onDecide={onDecide} busyId={decidingId} />
        )}
      </QueryState>
    </PageContainer>
  );
}
