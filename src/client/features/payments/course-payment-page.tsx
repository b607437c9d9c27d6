import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ArrowLeft, CircleAlert, Clock, Smartphone } from 'lucide-react';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@contract/common';
import type { CourseDetail } from '@contract/courses';
import { paymentMessages, paymentRequestCreateSchema } from '@contract/payments';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { courseQuery } from '@client/api/courses';
import { myPaymentRequestsQuery, useCreatePaymentRequest } from '@client/api/payments';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle, NoticeCard } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { PastedSmsField } from '@client/components/payments/pasted-sms-field';
import ProofImageField from '@client/components/payments/proof-image-field';
import type { UploadedFile } from '@client/components/upload/file-upload-field';
import { href } from '@client/href';
import { isApiError, isNotFound } from '@client/lib/api';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatPrice } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { CourseNotFound } from './course-not-found';
import { cn } from '@client/lib/utils';

const m = paymentMessages;

/** The methods the instructor gave a number for, in the usual order. */
function configuredMethods(course: CourseDetail): PaymentMethod[] {
  return paymentMethods.filter((method) => !!course.mobileMoneyInfo?.[method]?.trim());
}

/** After submission (spec 02 §2): pending, with the way to the dashboard and back to the course. */
function PaymentPending({ course }: { course: CourseDetail }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center" role="status">
      <Clock className="size-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{m.pending}</h2>
      <p className="text-muted-foreground">
        Votre demande de paiement pour « {course.title} » a été envoyée. Le formateur va vérifier
        votre paiement ; vous aurez accès au cours dès qu&apos;il l&apos;aura confirmé.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/student/dashboard">Mon tableau de bord</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/courses/${course.id}`}>Retour au cours</Link>
        </Button>
      </div>
    </Card>
  );
}

/** The number to pay, the amount and the instructor's instructions for the chosen method. */
function PayTo({ course, method }: { course: CourseDetail; method: PaymentMethod }) {
  const instructions = course.mobileMoneyInfo?.instructions?.trim();
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm" aria-live="polite">
      <dl className="grid gap-2">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">Numéro {paymentMethodLabels[method]}</dt>
          <dd className="font-semibold break-all">{course.mobileMoneyInfo?.[method]}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">Montant à payer</dt>
          <dd className="font-semibold">{formatPrice(course.price)}</dd>
        </div>
      </dl>
      {instructions ? (
        <div className="grid gap-1 border-t pt-2">
          <p className="font-medium">Instructions du formateur</p>
          <p className="break-words whitespace-pre-line text-muted-foreground">{instructions}</p>
        </div>
      ) : null}
    </div>
  );
}

function PaymentForm({
  course,
  methods,
  onSent,
}: {
  course: CourseDetail;
  methods: PaymentMethod[];
  onSent: () => void;
}) {
  const create = useCreatePaymentRequest();
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useContractForm(paymentRequestCreateSchema, {
    courseId: course.id,
    paymentMethod: methods.length === 1 ? methods[0] : undefined,
    phoneNumber: '',
    transactionId: '',
    proofImage: '',
    smsText: '',
  });
  const method = form.watch('paymentMethod') as PaymentMethod | undefined;
  const methodError = form.formState.errors.paymentMethod?.message;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await create.mutateAsync({ ...payload, proofImage: proof?.objectPath ?? null });
      onSent();
    } catch (err) {
      // Sent before (another tab, a retry after a lost answer): it is pending.
      if (isApiError(err, 'PAYMENT_ALREADY_PENDING')) onSent();
      else if (!applyServerErrors(form, err))
        toastError(err, "Impossible d'envoyer la demande de paiement");
    }
  });

  const setProofImage = (file: UploadedFile | null) => {
    setProof(file);
    form.setValue('proofImage', file?.objectPath ?? '');
  };
  const proofError = form.formState.errors.proofImage?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <fieldset
        className="grid gap-2"
        aria-invalid={methodError ? true : undefined}
        aria-describedby={methodError ? 'payment-method-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Moyen de paiement</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {methods.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-primary"
                {...form.register('paymentMethod')}
              />
              {paymentMethodLabels[value]}
            </label>
          ))}
        </div>
        {methodError ? (
          <p id="payment-method-error" className="text-sm font-medium text-destructive">
            {methodError}
          </p>
        ) : null}
      </fieldset>

      {method ? <PayTo course={course} method={method} /> : null}

      <TextField
        form={form}
        name="phoneNumber"
        type="tel"
        label="Votre numéro de téléphone"
        placeholder={DRC_PHONE_EXAMPLE}
        autoComplete="tel"
        inputMode="tel"
        hint="Le numéro avec lequel vous avez payé."
      />
      <TextField
        form={form}
        name="transactionId"
        label="ID de transaction (facultatif)"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Le code reçu par SMS de votre opérateur après le paiement."
      />
      <PastedSmsField form={form} price={course.price} />

      <ProofImageField
        proof={proof}
        onChange={setProofImage}
        onBusyChange={setUploading}
        error={proofError}
      />

      <Button type="submit" disabled={create.isPending || uploading} className="w-full sm:w-fit">
        <Smartphone aria-hidden="true" />
        {create.isPending ? 'Envoi…' : 'Envoyer la demande de paiement'}
      </Button>
    </form>
  );
}

function PaymentView({ course }: { course: CourseDetail }) {
  const [sent, setSent] = useState(false);
  const methods = configuredMethods(course);
  // A request already waiting for this course is shown as such, not as a form to fill again.
  const mineQuery = useQuery(myPaymentRequestsQuery());
  const waiting =
    sent || !!mineQuery.data?.some((r) => r.courseId === course.id && r.status === 'pending');
  return (
    <PageContainer className="grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <BackLink href={href.course(course.id)}>Retour au cours</BackLink>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {course.title}
        </h1>
        <p className="text-lg font-semibold text-primary">{formatPrice(course.price)}</p>
      </div>

      {course.isEnrolled ? (
        <NoticeCard
          icon={CircleAlert}
          titleAs="h2"
          title={m.alreadyEnrolled}
          action={{ href: href.learn(course.id), label: 'Accéder au cours', variant: 'default' }}
        />
      ) : waiting ? (
        <PaymentPending course={course} />
      ) : mineQuery.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : methods.length === 0 ? (
        <NoticeCard
          icon={CircleAlert}
          titleAs="h2"
          title={m.noMethod}
          text="Le formateur n'a indiqué aucun numéro mobile money pour ce cours. Réessayez plus tard."
          action={{ href: href.course(course.id), label: 'Retour au cours', icon: ArrowLeft }}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Paiement par mobile money</CardTitle>
            <p className="text-sm text-muted-foreground">
              Envoyez le montant au numéro indiqué, puis déclarez votre paiement : le formateur le
              vérifie et vous donne accès au cours.
            </p>
          </CardHeader>
          <CardContent>
            <PaymentForm course={course} methods={methods} onSent={() => setSent(true)} />
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}

export default function CoursePaymentPage() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  const detailQuery = useQuery(courseQuery(courseId));
  usePageTitle(detailQuery.data ? `Paiement : ${detailQuery.data.title}` : 'Paiement du cours');

  if (isNotFound(detailQuery.error))
    return <CourseNotFound back={{ href: '/catalog', label: 'Retour au catalogue' }} />;
  return (
    <QueryState
      query={detailQuery}
      pending={
        <PageContainer className="grid max-w-2xl gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-80 w-full" />
        </PageContainer>
      }
      error={(_, retry) => (
        <PageLoadFailed title="Impossible de charger le cours" onRetry={retry} />
      )}
    >
      {(course) => <PaymentView course={course} />}
    </QueryState>
  );
}
