import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Briefcase, ChevronDown, Clock, FileText, GraduationCap, Layers } from 'lucide-react';
import {
  bundleMessages as m,
  bundlePaymentCreateSchema,
  quoteRequestCreateSchema,
  type BundlePayment,
  type QuoteRequestCreate,
  type TrainingBundle,
} from '@contract/bundles';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import { useAuth } from '@client/api/auth';
import {
  myBundlePaymentsQuery,
  trainingBundlesQuery,
  usePayBundle,
  useRequestQuote,
} from '@client/api/bundles';
import { IconItem } from '@client/components/icon-item';
import { PageContainer } from '@client/components/layout/page-container';
import { MobileMoneyDialog } from '@client/components/payments/mobile-money-dialog';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { TabBar } from '@client/components/tab-bar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormDialogContent } from '@client/components/form-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { NumberField, TextareaField, TextField } from '@client/lib/forms/fields';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatHours, formatPrice, levelLabel, pluralize } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSignInFirst } from '@client/lib/use-sign-in-first';

function BundleFacts({ bundle }: { bundle: TrainingBundle }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <IconItem icon={Layers} tone="inherit">
        {bundle.courses.length} cours
      </IconItem>
      {bundle.duration ? (
        <IconItem icon={Clock} tone="inherit">
          {formatHours(bundle.duration)} {pluralize(bundle.duration, 'heure', 'heures')}
        </IconItem>
      ) : null}
    </ul>
  );
}

/** The included courses, folded until asked for (spec 02 §3). */
function BundleCourses({ bundle }: { bundle: TrainingBundle }) {
  return (
    <details className="group rounded-md border">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-3 text-sm font-medium">
        Voir les cours inclus
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <ul className="grid gap-2 border-t p-3 text-sm">
        {bundle.courses.map((course) => (
          <li key={course.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">{course.title}</span>
            <span className="flex items-center gap-2 text-muted-foreground">
              {course.duration ? `${formatHours(course.duration)} h` : null}
              <Badge variant="outline">{levelLabel(course.level)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function BundleCard({
  bundle,
  payment,
  onQuote,
  onEnrol,
}: {
  bundle: TrainingBundle;
  /** The user's latest payment for it, if any. */
  payment: BundlePayment | undefined;
  onQuote: (bundle: TrainingBundle) => void;
  onEnrol: (bundle: TrainingBundle) => void;
}) {
  const corporate = bundle.targetAudience === 'corporate';
  return (
    <Card className="grid content-start gap-3 p-5">
      <div className="grid gap-1">
        <Badge variant="secondary" className="w-fit">
          {bundle.sector}
        </Badge>
        <h2 className="text-lg font-semibold break-words">{bundle.name}</h2>
        {bundle.description ? (
          <p className="text-sm text-muted-foreground">{bundle.description}</p>
        ) : null}
      </div>
      <BundleFacts bundle={bundle} />
      {bundle.courses.length > 0 ? <BundleCourses bundle={bundle} /> : null}
      {corporate ? (
        <>
          <p className="text-sm font-medium">Prix sur devis</p>
          <Button onClick={() => onQuote(bundle)} aria-label={`Demander un Devis : ${bundle.name}`}>
            <FileText aria-hidden="true" />
            Demander un Devis
          </Button>
        </>
      ) : (
        <>
          <p className="text-2xl font-bold">{formatPrice(bundle.estimatedPrice)}</p>
          {payment?.status === 'pending' ? (
            <Badge variant="secondary" className="w-fit">
              Paiement en attente de validation
            </Badge>
          ) : payment?.status === 'confirmed' ? (
            <Badge variant="success" className="w-fit">
              Inscrit à ce pack
            </Badge>
          ) : (
            <Button
              onClick={() => onEnrol(bundle)}
              aria-label={`S'inscrire au Pack : ${bundle.name}`}
            >
              <GraduationCap aria-hidden="true" />
              S&apos;inscrire au Pack
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

/** The quote dialog (spec 02 §3): contact name*, company, email*, phone*, employees ≥ 1, message. */
function QuoteDialog({ bundle, onClose }: { bundle: TrainingBundle; onClose: () => void }) {
  const request = useRequestQuote();
  const form = useContractForm(quoteRequestCreateSchema, {
    bundleId: bundle.id,
    contactName: '',
    companyName: '',
    email: '',
    phone: '',
    numberOfEmployees: null,
    message: '',
  } satisfies QuoteRequestCreate);
  const onSubmit = saveOnSubmit(form, request.mutateAsync, {
    saved: { title: m.sent, description: m.sentDescription },
    failed: "Impossible d'envoyer la demande",
    onSaved: onClose,
  });
  return (
    <FormDialogContent
      title="Demander un devis"
      description={bundle.name}
      onSubmit={async (event) => {
        const { contactName, email, phone } = form.getValues();
        if (!contactName?.trim() || !email?.trim() || !phone?.trim()) {
          event.preventDefault();
          toast({ variant: 'destructive', title: m.requiredTitle, description: m.required });
          return;
        }
        await onSubmit(event);
      }}
      onClose={onClose}
      saving={request.isPending}
      submitLabel={
        <>
          <Briefcase aria-hidden="true" />
          {request.isPending ? 'Envoi…' : 'Envoyer la demande'}
        </>
      }
    >
      <TextField form={form} name="contactName" label="Nom du contact *" autoComplete="name" />
      <TextField
        form={form}
        name="companyName"
        label="Nom de l'entreprise"
        autoComplete="organization"
      />
      <TextField form={form} name="email" type="email" label="Email *" autoComplete="email" />
      <TextField
        form={form}
        name="phone"
        type="tel"
        label="Téléphone *"
        placeholder={DRC_PHONE_EXAMPLE}
        autoComplete="tel"
      />
      <NumberField
        form={form}
        name="numberOfEmployees"
        label="Nombre d'employés"
        min={1}
        optional
      />
      <TextareaField form={form} name="message" label="Message" rows={3} />
    </FormDialogContent>
  );
}

/**
 * "S'inscrire au Pack" (docs/decisions/0006-bundle-enrolment.md): the bundle paid by mobile money
 * like a course; once an admin confirms, the student is enrolled in all its courses.
 */
function EnrolDialog({ bundle, onClose }: { bundle: TrainingBundle; onClose: () => void }) {
  const pay = usePayBundle();
  return (
    <MobileMoneyDialog
      title={`S'inscrire au Pack : ${bundle.name}`}
      description={`Envoyez ${formatPrice(bundle.estimatedPrice)} par mobile money au numéro indiqué, puis envoyez la demande : vous serez inscrit à tous les cours du pack dès sa validation.`}
      schema={bundlePaymentCreateSchema}
      item={{ bundleId: bundle.id }}
      numbers={bundle.mobileMoneyInfo}
      price={bundle.estimatedPrice ?? 0}
      send={pay.mutateAsync}
      sending={pay.isPending}
      sent={{ title: m.paymentSent, description: m.paymentSentDescription }}
      onClose={onClose}
    />
  );
}

function Skeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-64" data-testid="bundle-skeleton" />
      ))}
    </div>
  );
}

/** /training-packages (spec 02 §3): individual bundles and company bundles on quote. */
export default function TrainingPackagesPage() {
  usePageTitle('Packages Formation');
  const { isAuthenticated } = useAuth();
  const query = useQuery(trainingBundlesQuery());
  const paymentsQuery = useQuery({ ...myBundlePaymentsQuery(), enabled: isAuthenticated });
  const [quoted, setQuoted] = useState<TrainingBundle | null>(null);
  const [enrolling, setEnrolling] = useState<TrainingBundle | null>(null);
  // The latest payment for each bundle (the list is newest first).
  const latestPayment = new Map<string, BundlePayment>();
  for (const payment of paymentsQuery.data ?? [])
    if (!latestPayment.has(payment.bundleId)) latestPayment.set(payment.bundleId, payment);

  const enrol = useSignInFirst<TrainingBundle>(
    { title: m.enrolSignInTitle, description: m.enrolSignIn },
    setEnrolling,
  );
  const audiences = [
    { value: 'individual', label: 'Formations Individuelles', skeletons: 6 },
    { value: 'corporate', label: 'Packages Entreprise', skeletons: 4 },
  ] as const;
  return (
    <PageContainer className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Packages Formation</h1>
        <p className="text-muted-foreground">
          Des parcours complets par secteur, pour vous former seul ou former votre équipe.
        </p>
      </div>
      <Tabs.Root defaultValue="individual" className="grid gap-4">
        <TabBar
          label="Public des packs"
          tabs={audiences}
          className="flex w-full max-w-xl"
          triggerClassName="flex-1"
        />
        {audiences.map(({ value, skeletons }) => (
          <Tabs.Content key={value} value={value}>
            <QueryState
              query={query}
              pending={<Skeletons count={skeletons} />}
              error={(_, retry) => (
                <PageLoadFailed title="Impossible de charger les packs" onRetry={retry} />
              )}
            >
              {(bundles) => (
                <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {bundles
                    .filter((bundle) => bundle.targetAudience === value)
                    .map((bundle) => (
                      <li key={bundle.id} className="grid">
                        <BundleCard
                          bundle={bundle}
                          payment={latestPayment.get(bundle.id)}
                          onQuote={setQuoted}
                          onEnrol={enrol}
                        />
                      </li>
                    ))}
                </ul>
              )}
            </QueryState>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Dialog open={quoted !== null} onOpenChange={(open) => !open && setQuoted(null)}>
        {quoted ? <QuoteDialog bundle={quoted} onClose={() => setQuoted(null)} /> : null}
      </Dialog>
      <Dialog open={enrolling !== null} onOpenChange={(open) => !open && setEnrolling(null)}>
        {enrolling ? <EnrolDialog bundle={enrolling} onClose={() => setEnrolling(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
