import { Video } from 'lucide-react';
import {
  PaymentDecisionButtons,
  ProofImageLink,
} from '@client/components/payments/payment-decision';
import type { InstructorLiveClass, LiveClassRegistration } from '@contract/live-classes';
import { paymentMethodLabels, paymentRequestStatusLabels } from '@contract/payments-labels';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import type { ItemActions } from '@client/components/editable-list';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { NewTabLink } from '@client/components/ui/new-tab-link';
import { PaymentSmsEvidence } from '@client/components/payments/payment-sms-evidence';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { formatDateTime } from '@client/lib/format';
import { formatMinutes, priceWithCdf } from './live-class-parts';

/** Confirm or reject the payment behind a registration. */
export type Decide = (
  registration: LiveClassRegistration,
  status: 'confirmed' | 'rejected',
) => void;

function RegistrationItem({
  registration,
  paid,
  onDecide,
  busy,
}: {
  registration: LiveClassRegistration;
  paid: boolean;
  onDecide: Decide;
  busy: boolean;
}) {
  const who = registration.user.name;
  const hasProof = registration.paymentMethod !== null;
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{who}</span>
        {paid || hasProof ? (
          <PaymentStatusBadge status={registration.paymentStatus} />
        ) : (
          <Badge variant="success">{paymentRequestStatusLabels[registration.paymentStatus]}</Badge>
        )}
      </div>
      {hasProof ? (
        <dl className="grid gap-1 text-muted-foreground sm:grid-cols-2">
          <div className="flex flex-wrap gap-x-2">
            <dt>Moyen :</dt>
            <dd className="text-foreground">
              {registration.paymentMethod ? paymentMethodLabels[registration.paymentMethod] : '—'}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt>Téléphone :</dt>
            <dd className="text-foreground">{registration.phoneNumber ?? '—'}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt>ID de transaction :</dt>
            <dd className="break-all text-foreground">{registration.transactionId ?? '—'}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt>Capture :</dt>
            <dd>
              <ProofImageLink src={registration.proofImage} who={who} />
            </dd>
          </div>
        </dl>
      ) : null}
      {registration.paymentId ? (
        <PaymentSmsEvidence
          smsText={registration.smsText}
          sms={registration.sms}
          decidedVia={registration.decidedVia}
        />
      ) : null}
      {registration.paymentStatus === 'pending' ? (
        <PaymentDecisionButtons
          who={who}
          busy={busy}
          onDecide={(status) => onDecide(registration, status)}
        />
      ) : null}
    </li>
  );
}

/** One of the instructor's live classes, with its registrations and their payments to decide. */
export function InstructorLiveClassCard({
  liveClass,
  onDecide,
  decidingId,
  ...actions
}: {
  liveClass: InstructorLiveClass;
  onDecide: Decide;
  decidingId: string | undefined;
} & ItemActions) {
  const paid = !liveClass.isFree && liveClass.price > 0;
  const headingId = `live-class-${liveClass.id}`;
  return (
    <Card role="article" className="grid min-w-0 content-start" aria-labelledby={headingId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant={liveClass.isPublished ? 'success' : 'secondary'}>
            {liveClass.isPublished ? 'Publié' : 'Brouillon'}
          </Badge>
          {liveClass.isFree ? <Badge variant="outline">Gratuit</Badge> : null}
          {liveClass.isPast ? <Badge variant="outline">Passé</Badge> : null}
        </div>
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {liveClass.title}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-1.5 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatDateTime(liveClass.scheduledAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Durée</dt>
            <dd>{formatMinutes(liveClass.duration)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Cours</dt>
            <dd className="min-w-0 break-words">{liveClass.course?.title ?? '—'}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Participants max</dt>
            <dd>
              {liveClass.maxParticipants === null
                ? `Illimité (${liveClass.seatsTaken} inscrit(s))`
                : `${liveClass.seatsTaken} / ${liveClass.maxParticipants}`}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Prix</dt>
            <dd>{paid ? priceWithCdf(liveClass.price, liveClass.priceCdf) : 'Gratuit'}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Lien</dt>
            <dd className="min-w-0 break-all">
              {liveClass.meetingUrl ? (
                <NewTabLink href={liveClass.meetingUrl} icon={Video}>
                  {liveClass.meetingUrl}
                </NewTabLink>
              ) : (
                'Aucun lien'
              )}
            </dd>
          </div>
        </dl>
        <EditDeleteButtons name={liveClass.title} {...actions} />
        <section className="grid gap-2" aria-label={`Inscriptions : ${liveClass.title}`}>
          <h3 className="text-sm font-semibold">Inscriptions ({liveClass.registrations.length})</h3>
          {liveClass.registrations.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune inscription pour le moment.</p>
          ) : (
            <ul className="grid gap-2">
              {liveClass.registrations.map((registration) => (
                <RegistrationItem
                  key={registration.id}
                  registration={registration}
                  paid={paid}
                  onDecide={onDecide}
                  busy={registration.id === decidingId}
                />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
