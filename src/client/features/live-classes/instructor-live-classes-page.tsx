import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { CalendarClock, Home, Lock, Video } from 'lucide-react';
import {
  PaymentDecisionButtons,
  ProofImageLink,
} from '@client/components/payments/payment-decision';
import {
  LIVE_CLASS_DEFAULT_DURATION,
  liveClassFormSchema,
  liveClassMessages as m,
  type InstructorLiveClass,
  type LiveClassRegistration,
} from '@contract/live-classes';
import { paymentMethodLabels, paymentRequestStatusLabels } from '@contract/payments-labels';
import { useAuth } from '@client/api/auth';
import { myCoursesQuery } from '@client/api/courses';
import {
  instructorLiveClassesQuery,
  liveClassMutations,
  useDeleteLiveClass,
} from '@client/api/live-classes';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import {
  EditableListDialogs,
  NewItemButton,
  useEditableList,
  type ItemActions,
} from '@client/components/editable-list';
import {
  SaveDialogContent,
  type ItemDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { NoticePage } from '@client/components/layout/notice-page';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { toDayString } from '@client/components/ui/date-picker';
import { Input } from '@client/components/ui/input';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { PaymentSmsEvidence } from '@client/components/payments/payment-sms-evidence';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { useInstructorDecision } from '@client/components/payments/use-instructor-decision';
import { DateField } from '@client/lib/forms/date-field';
import {
  Field,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDateTime } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { formatMinutes, LoadErrorCard, priceWithCdf } from './live-class-parts';

/** What the dialog holds: the class's fields, with its day and time apart (browser's zone). */
interface FormValues {
  courseId: string;
  title: string;
  description: string;
  date: string;
  time: string;
  duration: number;
  meetingUrl: string;
  isFree: boolean;
  price: number;
  maxParticipants: number | null;
  isPublished: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function formDefaults(liveClass: InstructorLiveClass | null): FormValues {
  if (!liveClass)
    return {
      courseId: '',
      title: '',
      description: '',
      date: '',
      time: '18:00',
      duration: LIVE_CLASS_DEFAULT_DURATION,
      meetingUrl: '',
      isFree: false,
      price: 0,
      maxParticipants: null,
      isPublished: false,
    };
  const at = new Date(liveClass.scheduledAt);
  return {
    courseId: liveClass.courseId ?? '',
    title: liveClass.title,
    description: liveClass.description ?? '',
    date: toDayString(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    duration: liveClass.duration,
    meetingUrl: liveClass.meetingUrl ?? '',
    isFree: liveClass.isFree,
    price: liveClass.price,
    maxParticipants: liveClass.maxParticipants,
    isPublished: liveClass.isPublished,
  };
}

type Payload = Parameters<ReturnType<typeof liveClassMutations.useCreate>['mutateAsync']>[0];

const texts: SaveDialogTexts = {
  ...m,
  newTitle: 'Programmer un cours en direct',
  editTitle: 'Modifier le cours en direct',
  description:
    "La date et l'heure sont celles de votre fuseau horaire ; chaque étudiant les voit dans le sien.",
};

/** The create/edit dialog (spec 02 §5: its rules, defaults and messages). */
function LiveClassDialog(props: ItemDialogProps<InstructorLiveClass>) {
  const coursesQuery = useQuery(myCoursesQuery());
  const form = useContractForm<FormValues, Payload>(liveClassFormSchema, formDefaults(props.item));
  const isFree = form.watch('isFree');
  const courses = coursesQuery.data ?? [];
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  return (
    <SaveDialogContent {...props} form={form} mutations={liveClassMutations} texts={texts}>
      <SelectField
        form={form}
        name="courseId"
        label="Cours"
        placeholder={coursesQuery.isPending ? 'Chargement...' : 'Choisir un cours'}
        options={courses.map((course) => course.id)}
        optionLabel={(id) => titles.get(id) ?? id}
      />
      <TextField form={form} name="title" label="Titre" autoComplete="off" />
      <TextareaField form={form} name="description" label="Description (facultatif)" rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The form's payload differs from its values (date and time → scheduledAt). */}
        <DateField form={form as unknown as UseFormReturn<FormValues>} name="date" label="Date" />
        <Field form={form} name="time" label="Heure">
          {(control) => <Input {...control} type="time" {...form.register('time')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          form={form}
          name="duration"
          label="Durée (minutes)"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <NumberField
          form={form}
          name="maxParticipants"
          label="Participants max (facultatif)"
          optional
          inputMode="numeric"
          min={1}
          step={1}
        />
      </div>
      <TextField
        form={form}
        name="meetingUrl"
        type="url"
        label="Lien de la réunion"
        placeholder="https://meet.jit.si/…"
        autoComplete="off"
        hint="Visible seulement par vous et les étudiants dont l'inscription est confirmée."
      />
      <LabelledCheckbox label="Cours gratuit" {...form.register('isFree')} />
      <NumberField
        form={form}
        name="price"
        label="Prix ($)"
        inputMode="decimal"
        min={0}
        step={0.01}
        disabled={isFree}
        hint="En dollars américains ; les étudiants voient aussi le montant en FC."
      />
      <LabelledCheckbox
        label="Publié (visible par les étudiants)"
        role="switch"
        {...form.register('isPublished')}
      />
    </SaveDialogContent>
  );
}

type Decide = (registration: LiveClassRegistration, status: 'confirmed' | 'rejected') => void;

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

function LiveClassCard({
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
                <a
                  href={liveClass.meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <Video className="size-4 shrink-0" aria-hidden="true" />
                  {liveClass.meetingUrl}
                </a>
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

function InstructorLiveClasses() {
  const query = useQuery(instructorLiveClassesQuery());
  const list = useEditableList<InstructorLiveClass>(useDeleteLiveClass(), {
    deleted: () => ({ title: m.deleted }),
    deleteFailed: m.deleteFailed,
  });
  const { decide, decidingId } = useInstructorDecision({
    confirmedDescription: "L'étudiant a sa place et reçoit le lien de la réunion.",
    alreadyDecided: m.alreadyDecided,
  });
  const newClassButton = (
    <NewItemButton onClick={list.edit.openNew}>Programmer un cours</NewItemButton>
  );
  const onDecide: Decide = (registration, status) => decide(registration.paymentId!, status);

  return (
    <PageContainer className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <BackLink href="/instructor/dashboard">Tableau de bord</BackLink>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mes cours en direct</h1>
          <p className="text-muted-foreground">
            Programmez vos séances en direct et confirmez les inscriptions payées.
          </p>
        </div>
        {newClassButton}
      </div>

      <QueryState
        query={query}
        pending={
          <SkeletonList count={3} className="grid gap-4 md:grid-cols-2" itemClassName="h-72" />
        }
        error={(_, retry) => <LoadErrorCard onRetry={retry} />}
      >
        {(classes) =>
          classes.length === 0 ? (
            <Card className="grid justify-items-center gap-3 p-8 text-center">
              <CalendarClock className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-lg font-semibold">Aucun cours en direct</h2>
              <p className="text-muted-foreground">
                Programmez votre premier cours en direct : vos étudiants pourront s&apos;y inscrire.
              </p>
              {newClassButton}
            </Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {classes.map((liveClass) => (
                <LiveClassCard
                  key={liveClass.id}
                  liveClass={liveClass}
                  {...list.actions(liveClass)}
                  onDecide={onDecide}
                  decidingId={decidingId}
                />
              ))}
            </div>
          )
        }
      </QueryState>

      <EditableListDialogs list={list} deleteConfirm={m.deleteConfirm}>
        {(liveClass, onClose) => <LiveClassDialog item={liveClass} onClose={onClose} />}
      </EditableListDialogs>
    </PageContainer>
  );
}

/**
 * /instructor/live-classes (spec 02 §2). The route guard sends other roles home; should the page
 * still be shown to one (the session changed while it was open), it says so and loads nothing:
 * live-class data is fetched only for instructors (spec 02 §6).
 */
export default function InstructorLiveClassesPage() {
  usePageTitle('Mes cours en direct');
  const { user } = useAuth();
  if (user?.role !== 'instructor')
    return (
      <NoticePage
        icon={Lock}
        title={m.instructorsOnly}
        action={{ href: '/', label: "Retour à l'accueil", icon: Home }}
      />
    );
  return <InstructorLiveClasses />;
}
