import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Award, BadgeCheck, BookOpen, Briefcase, Check, Percent, Smartphone } from 'lucide-react';
import {
  subscriptionMessages as m,
  subscriptionRequestSchema,
  subscriptionStateLabels,
  type PublicPlan,
  type SubscriptionDuration,
} from '@contract/subscriptions';
import { useAuth } from '@client/api/auth';
import {
  mySubscriptionQuery,
  subscriptionPlansQuery,
  useRequestSubscription,
} from '@client/api/subscriptions';
import { IconItem } from '@client/components/icon-item';
import { PageContainer } from '@client/components/layout/page-container';
import { MobileMoneyFields, offeredMethods } from '@client/components/payments/mobile-money-fields';
import { PastedSmsField } from '@client/components/payments/pasted-sms-field';
import ProofImageField from '@client/components/payments/proof-image-field';
import type { UploadedFile } from '@client/components/upload/file-upload-field';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { TabBar } from '@client/components/tab-bar';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormDialogContent } from '@client/components/form-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDate, formatPrice } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSignInFirst } from '@client/lib/use-sign-in-first';
import { cn } from '@client/lib/utils';

/** The plans' two publics, a tab each. */
const planAudiences = [
  { value: 'student', label: 'Étudiants' },
  { value: 'instructor', label: 'Formateurs' },
] as const;

/** Spec 02 §4: "Populaire" on student plans named premium, "Recommandé" on instructor plans named professional. */
function planBadge(plan: PublicPlan): string | null {
  const name = plan.name.toLowerCase();
  if (plan.type === 'student' && name.includes('premium')) return 'Populaire';
  if (plan.type === 'instructor' && name.includes('professional')) return 'Recommandé';
  return null;
}

/** A promise as a reader compares two: no case, no accents, single spaces. */
const promiseKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The courses a plan opens: only those marked "Abonnement requis" (access type `package`), never
 * the priced ones, so the card names them; none for a plan without courses.
 */
function planCoursesFacts(courseLimit: number | null) {
  if (courseLimit === 0) return [];
  return [
    {
      icon: BookOpen,
      text:
        courseLimit === null
          ? 'Tous les cours « Abonnement requis »'
          : `${courseLimit} cours « Abonnement requis »`,
    },
  ];
}

/** What the plan's fields promise, after its free-text features; each promise once. */
function PlanFacts({ plan }: { plan: PublicPlan }) {
  const facts = [
    ...planCoursesFacts(plan.courseLimit),
    ...(plan.type === 'instructor' && plan.commissionRate !== null
      ? [{ icon: Percent, text: `Commission : ${plan.commissionRate} %` }]
      : []),
    ...(plan.hasCertification
      ? [
          {
            icon: Award,
            text:
              plan.certificationType === 'international'
                ? 'Certification internationale'
                : 'Certification nationale',
          },
        ]
      : []),
    ...(plan.hasInternship ? [{ icon: Briefcase, text: 'Accès aux stages' }] : []),
  ];
  // A feature an admin typed that a fact already says (or typed twice) is shown once.
  const shown = new Set(facts.map(({ text }) => promiseKey(text)));
  const features = plan.features.filter((feature) => {
    const key = promiseKey(feature);
    if (!key || shown.has(key)) return false;
    shown.add(key);
    return true;
  });
  return (
    <ul className="grid gap-1.5 text-sm">
      {features.map((feature) => (
        <IconItem key={feature} icon={Check}>
          <span className="min-w-0 break-words">{feature}</span>
        </IconItem>
      ))}
      {facts.map(({ icon, text }) => (
        <IconItem key={text} icon={icon} tone="inherit" className="text-muted-foreground">
          {text}
        </IconItem>
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  subscribed,
  onChoose,
}: {
  plan: PublicPlan;
  subscribed: boolean;
  onChoose: (plan: PublicPlan) => void;
}) {
  const badge = planBadge(plan);
  return (
    <Card className={cn('grid content-start gap-4 p-5', badge && 'border-primary')}>
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold break-words">{plan.name}</h2>
          {badge ? <Badge>{badge}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>
      <div className="grid gap-0.5">
        <p className="text-2xl font-bold">
          {formatPrice(plan.monthlyPriceCdf)}
          <span className="text-sm font-normal text-muted-foreground"> / mois</span>
        </p>
        <p className="text-sm text-muted-foreground">ou {formatPrice(plan.yearlyPriceCdf)} / an</p>
      </div>
      <PlanFacts plan={plan} />
      <Button
        className="w-full"
        disabled={subscribed}
        onClick={() => onChoose(plan)}
        aria-label={subscribed ? undefined : `S'abonner : ${plan.name}`}
      >
        {subscribed ? 'Abonné' : "S'abonner"}
      </Button>
    </Card>
  );
}

/** The payment dialog (spec 02 §4): duration with the yearly saving, method, phone. */
function SubscribeDialog({ plan, onClose }: { plan: PublicPlan; onClose: () => void }) {
  const request = useRequestSubscription();
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useContractForm(subscriptionRequestSchema, {
    planId: plan.id,
    duration: 'monthly',
    paymentMethod: offeredMethods(plan.mobileMoneyInfo)[0],
    phoneNumber: '',
    transactionId: '',
    smsText: '',
  });
  const duration = form.watch('duration') as SubscriptionDuration;
  const saving = 12 * plan.monthlyPriceCdf - plan.yearlyPriceCdf;
  const amount = duration === 'yearly' ? plan.yearlyPriceCdf : plan.monthlyPriceCdf;

  const onSubmit = saveOnSubmit(
    form,
    (payload) => request.mutateAsync({ ...payload, proofImage: proof?.objectPath ?? null }),
    {
      saved: { title: m.sent, description: m.sentDescription },
      failed: m.failed,
      onSaved: onClose,
    },
  );

  return (
    <FormDialogContent
      title={<>S&apos;abonner : {plan.name}</>}
      description="Payez par mobile money, puis envoyez la demande : un administrateur la valide."
      onSubmit={async (event) => {
        if (!form.getValues('phoneNumber')?.trim()) {
          event.preventDefault();
          toast({ variant: 'destructive', title: 'Erreur', description: m.fillAll });
          return;
        }
        await onSubmit(event);
      }}
      onClose={onClose}
      saving={request.isPending || uploading}
      submitLabel={
        <>
          <Smartphone aria-hidden="true" />
          {request.isPending ? 'Envoi…' : 'Envoyer la demande'}
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Durée</legend>
        {(
          [
            ['monthly', 'Mensuel', plan.monthlyPriceCdf],
            ['yearly', 'Annuel', plan.yearlyPriceCdf],
          ] as const
        ).map(([value, label, price]) => (
          <label
            key={value}
            className="flex cursor-pointer flex-wrap items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...form.register('duration')}
            />
            <span className="font-medium">{label}</span>
            <span className="ml-auto">{formatPrice(price)}</span>
            {value === 'yearly' && saving > 0 ? (
              <span className="w-full text-xs font-medium text-primary">
                Économisez {formatPrice(saving)} par an
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <p className="text-sm">
        Montant à payer : <span className="font-semibold">{formatPrice(amount)}</span>
      </p>
      <MobileMoneyFields form={form} numbers={plan.mobileMoneyInfo} />
      <PastedSmsField form={form} price={amount} />
      <ProofImageField
        proof={proof}
        onChange={setProof}
        onBusyChange={setUploading}
        error={form.formState.errors.proofImage?.message}
      />
    </FormDialogContent>
  );
}

function CurrentSubscription() {
  const { data } = useQuery(mySubscriptionQuery());
  const subscription = data?.subscription;
  if (!subscription) return null;
  if (data.isActive)
    return (
      <Alert className="flex items-start gap-2" role="status">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          Abonnement actif : <span className="font-semibold">{subscription.planName}</span>,
          jusqu’au {formatDate(subscription.endDate)}.
        </p>
      </Alert>
    );
  return (
    <Alert className="flex flex-wrap items-center gap-2" role="status">
      <span>Votre dernier abonnement ({subscription.planName}) :</span>
      <Badge variant={subscription.state === 'rejected' ? 'destructive' : 'secondary'}>
        {subscriptionStateLabels[subscription.state]}
      </Badge>
    </Alert>
  );
}

/** /subscriptions (spec 02 §4): the plans, by audience, and the way to subscribe. */
export default function SubscriptionsPage() {
  usePageTitle('Abonnements');
  const { isAuthenticated } = useAuth();
  const plansQuery = useQuery(subscriptionPlansQuery());
  const mine = useQuery({ ...mySubscriptionQuery(), enabled: isAuthenticated });
  const [chosen, setChosen] = useState<PublicPlan | null>(null);
  const subscribed = !!mine.data?.isActive;

  const choose = useSignInFirst<PublicPlan>(
    { title: m.signInTitle, description: m.signIn },
    setChosen,
  );

  return (
    <PageContainer className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Abonnements</h1>
        <p className="text-muted-foreground">
          Un abonnement donne accès aux cours inclus, payé chaque mois ou chaque année par mobile
          money.
        </p>
      </div>
      {isAuthenticated ? <CurrentSubscription /> : null}
      <QueryState
        query={plansQuery}
        pending={
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        }
        error={(_, retry) => (
          <PageLoadFailed title="Impossible de charger les abonnements" onRetry={retry} />
        )}
      >
        {(plans) => (
          <Tabs.Root defaultValue="student" className="grid gap-4">
            <TabBar
              label="Public des plans"
              tabs={planAudiences}
              className="flex w-full max-w-md"
              triggerClassName="flex-1"
            />
            {planAudiences.map(({ value: type }) => (
              <Tabs.Content key={type} value={type}>
                <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {plans
                    .filter((plan) => plan.type === type)
                    .map((plan) => (
                      <li key={plan.id} className="grid">
                        <PlanCard plan={plan} subscribed={subscribed} onChoose={choose} />
                      </li>
                    ))}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </QueryState>
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen ? <SubscribeDialog plan={chosen} onClose={() => setChosen(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
