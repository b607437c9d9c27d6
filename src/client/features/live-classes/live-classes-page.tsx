import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, Check, Clock, Hourglass, Users, Video } from 'lucide-react';
import {
  liveClassMessages as m,
  liveClassPaymentSchema,
  type MyLiveClass,
  type UpcomingLiveClass,
} from '@contract/live-classes';
import { paymentMessages } from '@contract/payments-labels';
import {
  liveClassCalendarUrl,
  myLiveClassesQuery,
  upcomingLiveClassesQuery,
  useRegisterLiveClass,
} from '@client/api/live-classes';
import { IconItem } from '@client/components/icon-item';
import { PageContainer } from '@client/components/layout/page-container';
import { MobileMoneyDialog } from '@client/components/payments/mobile-money-dialog';
import { SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, NoticeCard } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { formatMinutes, LoadErrorCard, priceWithCdf } from './live-class-parts';

const isPaid = (liveClass: UpcomingLiveClass) => !liveClass.isFree && liveClass.price > 0;

/**
 * What registering answered: registered once the registration is confirmed (at once when free),
 * otherwise the payment still awaits the instructor's check.
 */
function registeredNotice(registration: MyLiveClass, title: string) {
  return registration.paymentStatus === 'confirmed'
    ? { title: m.registered, description: title }
    : { title: m.paymentPending, description: m.paymentPendingDetail };
}

/** The button of a class one holds a place in: "Inscrit" only once confirmed. */
function RegisteredButton({ confirmed }: { confirmed: boolean }) {
  return (
    <Button disabled className="h-auto min-h-10 w-full py-2 whitespace-normal">
      {confirmed ? <Check aria-hidden="true" /> : <Hourglass aria-hidden="true" />}
      {confirmed ? 'Inscrit' : m.paymentPending}
    </Button>
  );
}

/** The way in once confirmed: the meeting link and "Ajouter à mon agenda" (.ics). */
function JoinLinks({
  liveClassId,
  registration,
}: {
  liveClassId: string;
  registration: MyLiveClass;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {registration.meetingUrl ? (
        <Button asChild size="sm">
          <a href={registration.meetingUrl} target="_blank" rel="noopener noreferrer">
            <Video aria-hidden="true" />
            Rejoindre la réunion
            <span className="sr-only"> : {registration.liveClass.title}</span>
          </a>
        </Button>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <a href={liveClassCalendarUrl(liveClassId)} download>
          <CalendarPlus aria-hidden="true" />
          Ajouter à mon agenda
          <span className="sr-only"> : {registration.liveClass.title}</span>
        </a>
      </Button>
    </div>
  );
}

function LiveClassCard({
  liveClass,
  registration,
  loading,
  registering,
  onRegister,
}: {
  liveClass: UpcomingLiveClass;
  registration: MyLiveClass | undefined;
  /** The user's registrations are still loading. */
  loading: boolean;
  registering: boolean;
  onRegister: (liveClass: UpcomingLiveClass) => void;
}) {
  const paid = isPaid(liveClass);
  const status = registration?.paymentStatus;
  const registered = status === 'pending' || status === 'confirmed';
  const full = liveClass.seatsLeft === 0;
  const noMethod = paid && !liveClass.payTo;
  const headingId = `live-class-${liveClass.id}`;
  return (
    <Card
      role="article"
      className="grid min-w-0 content-start gap-3 p-5"
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap gap-2">
        {paid ? (
          <Badge variant="secondary">{priceWithCdf(liveClass.price, liveClass.priceCdf)}</Badge>
        ) : (
          <Badge variant="success">Gratuit</Badge>
        )}
        {status === 'confirmed' ? <Badge variant="outline">Inscrit</Badge> : null}
      </div>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {liveClass.title}
        </h2>
        {liveClass.course ? (
          <p className="text-sm break-words text-muted-foreground">{liveClass.course.title}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">Avec {liveClass.instructor.name}</p>
      </div>
      {liveClass.description ? (
        <p className="text-sm break-words whitespace-pre-line">{liveClass.description}</p>
      ) : null}
      <ul className="grid gap-1.5 text-sm">
        <IconItem icon={CalendarClock}>
          <time dateTime={liveClass.scheduledAt}>{formatDateTime(liveClass.scheduledAt)}</time>
        </IconItem>
        <IconItem icon={Clock}>{formatMinutes(liveClass.duration)}</IconItem>
        {liveClass.seatsLeft !== null ? (
          <IconItem icon={Users}>
            {full
              ? 'Complet'
              : `${formatNumber(liveClass.seatsLeft)} place${liveClass.seatsLeft > 1 ? 's' : ''} restante${liveClass.seatsLeft > 1 ? 's' : ''}`}
          </IconItem>
        ) : null}
      </ul>

      {status === 'pending' ? (
        <p className="rounded-md border bg-muted/40 p-2 text-sm" role="status">
          {m.pending} : votre paiement est en cours de vérification.
        </p>
      ) : null}
      {status === 'rejected' ? (
        <p className="rounded-md border border-destructive/40 p-2 text-sm" role="status">
          Votre paiement a été rejeté : vous pouvez vous inscrire à nouveau.
        </p>
      ) : null}
      {noMethod && !registered ? (
        <p className="text-sm font-medium text-muted-foreground">{paymentMessages.noMethod}</p>
      ) : null}

      {registered ? (
        <RegisteredButton confirmed={status === 'confirmed'} />
      ) : (
        <Button
          className="w-full"
          disabled={loading || registering || full || noMethod}
          onClick={() => onRegister(liveClass)}
        >
          {registering ? 'Inscription…' : full ? 'Complet' : "S'inscrire"}
          <span className="sr-only"> : {liveClass.title}</span>
        </Button>
      )}
      {status === 'confirmed' && registration ? (
        <JoinLinks liveClassId={liveClass.id} registration={registration} />
      ) : null}
    </Card>
  );
}

/** A paid class: the same mobile-money dialog as a course payment, price in $ and FC. */
function PaymentDialog({
  liveClass,
  onClose,
}: {
  liveClass: UpcomingLiveClass;
  onClose: () => void;
}) {
  const register = useRegisterLiveClass();
  return (
    <MobileMoneyDialog
      title={`S'inscrire : ${liveClass.title}`}
      description={`Envoyez ${priceWithCdf(liveClass.price, liveClass.priceCdf)} par mobile money au numéro indiqué, puis envoyez la demande : votre place est réservée et le formateur confirme votre inscription après vérification.${liveClass.payTo?.instructions ? ` ${liveClass.payTo.instructions}` : ''}`}
      schema={liveClassPaymentSchema}
      item={{}}
      numbers={liveClass.payTo}
      price={liveClass.priceCdf}
      send={(body) => register.mutateAsync({ id: liveClass.id, body })}
      sending={register.isPending}
      sent={(registration) => registeredNotice(registration, liveClass.title)}
      onClose={onClose}
      failed={m.registerFailed}
    />
  );
}

/** Confirmed classes under way now (no longer "to come"): their link stays at hand. */
function OngoingClasses({
  registrations,
  upcomingIds,
}: {
  registrations: readonly MyLiveClass[];
  upcomingIds: ReadonlySet<string>;
}) {
  // The time the page opened: a class that starts later is in the grid.
  const [now] = useState(() => Date.now());
  const ongoing = registrations.filter((r) => {
    const start = new Date(r.liveClass.scheduledAt).getTime();
    return (
      r.paymentStatus === 'confirmed' &&
      !upcomingIds.has(r.liveClassId) &&
      start <= now &&
      now < start + r.liveClass.duration * 60_000
    );
  });
  if (ongoing.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="ongoing">
      <h2 id="ongoing" className="text-xl font-semibold">
        En cours
      </h2>
      {ongoing.map((r) => (
        <Card key={r.id} className="grid gap-2 p-4">
          <p className="font-medium break-words">{r.liveClass.title}</p>
          <p className="text-sm text-muted-foreground">
            Commencé le {formatDateTime(r.liveClass.scheduledAt)} ·{' '}
            {formatMinutes(r.liveClass.duration)}
          </p>
          <JoinLinks liveClassId={r.liveClassId} registration={r} />
        </Card>
      ))}
    </section>
  );
}

/** /live-classes (spec 02 §2): the published classes to come, and registering for them. */
export default function LiveClassesPage() {
  usePageTitle('Cours en direct');
  const upcoming = useQuery(upcomingLiveClassesQuery());
  const mine = useQuery(myLiveClassesQuery());
  const register = useRegisterLiveClass();
  const [paying, setPaying] = useState<UpcomingLiveClass | null>(null);
  const byClass = new Map((mine.data ?? []).map((r) => [r.liveClassId, r]));

  const onRegister = (liveClass: UpcomingLiveClass) => {
    if (isPaid(liveClass)) {
      setPaying(liveClass);
      return;
    }
    register.mutate(
      { id: liveClass.id },
      {
        onSuccess: (registration) => toast(registeredNotice(registration, liveClass.title)),
        onError: (err) => toastError(err, m.registerFailed),
      },
    );
  };
  const retry = () => {
    void upcoming.refetch();
    void mine.refetch();
  };

  return (
    <PageContainer className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cours en direct</h1>
        <p className="text-muted-foreground">
          Retrouvez vos formateurs en direct : posez vos questions et pratiquez avec eux. Les
          horaires sont affichés à l&apos;heure de votre appareil.
        </p>
      </div>

      {upcoming.isError && !upcoming.data ? (
        <LoadErrorCard onRetry={retry} />
      ) : !upcoming.data ? (
        <SkeletonList
          count={3}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="h-72"
        />
      ) : (
        <>
          <OngoingClasses
            registrations={mine.data ?? []}
            upcomingIds={new Set(upcoming.data.map((l) => l.id))}
          />
          {upcoming.data.length === 0 ? (
            <NoticeCard
              icon={CalendarClock}
              titleAs="h2"
              title="Aucun cours en direct à venir"
              text="Les prochaines séances en direct de vos formateurs apparaîtront ici."
              action={{ href: '/catalog', label: 'Parcourir le catalogue' }}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.data.map((liveClass) => (
                <LiveClassCard
                  key={liveClass.id}
                  liveClass={liveClass}
                  registration={byClass.get(liveClass.id)}
                  loading={mine.isPending}
                  registering={register.isPending && register.variables?.id === liveClass.id}
                  onRegister={onRegister}
                />
              ))}
            </div>
          )}
        </>
      )}

      <Dialog
        open={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
      >
        {paying ? <PaymentDialog liveClass={paying} onClose={() => setPaying(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
