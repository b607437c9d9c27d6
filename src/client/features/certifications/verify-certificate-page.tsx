import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { CircleAlert, CircleCheck, CircleX, SearchX } from 'lucide-react';
import {
  certificationMessages,
  certificationTypeLabels,
  type CertificateVerification,
} from '@contract/certifications';
import { certificateVerificationQuery } from '@client/api/certifications';
import { PageContainer } from '@client/components/layout/page-container';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { errorMessage, isApiError } from '@client/lib/api';
import { formatDate } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { CertificationBadge } from './certification-badge';

function Verdict({ v }: { v: CertificateVerification }) {
  if (v.validity === 'expired')
    return (
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleX className="size-5 shrink-0" aria-hidden="true" />
        Certificat expiré le {formatDate(v.expiresAt)}
      </p>
    );
  return (
    <p className="flex items-center gap-2 font-semibold">
      <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
      Certificat valide
      {v.expiresAt ? ` jusqu’au ${formatDate(v.expiresAt)}` : ''}
    </p>
  );
}

function Verified({ v }: { v: CertificateVerification }) {
  const rows = [
    ['Titulaire', v.holderName],
    ['Cours', v.courseTitle],
    ['Délivré le', formatDate(v.issuedAt)],
    ['Type', certificationTypeLabels[v.type]],
    ['Validité', v.validity === 'valid' ? 'Valide' : `Expiré le ${formatDate(v.expiresAt)}`],
  ] as const;
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Verdict v={v} />
        <CertificationBadge type={v.type} />
      </div>
      <dl className="grid gap-x-4 gap-y-0.5 sm:grid-cols-[10rem_1fr] sm:gap-y-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mb-2 font-medium break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Failure({ error, retry }: { error: Error; retry: () => void }) {
  if (isApiError(error, 'CERTIFICATE_NOT_FOUND') || isApiError(error, 404))
    return (
      <Card role="alert" className="grid justify-items-center gap-3 p-8 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{certificationMessages.notFound}</h2>
        <p className="text-muted-foreground">
          Aucun certificat Kelasi ne porte ce numéro. Vérifiez-le sur le document.
        </p>
      </Card>
    );
  const limited = isApiError(error, 'CERTIFICATE_LOOKUP_LIMIT');
  return (
    <Card role="alert" className="grid justify-items-center gap-3 p-8 text-center">
      <CircleAlert className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Erreur de chargement</h2>
      <p className="text-muted-foreground">
        {limited
          ? errorMessage(error, certificationMessages.tooManyLookups)
          : 'Impossible de vérifier ce certificat pour le moment.'}
      </p>
      {limited ? null : <Button onClick={retry}>Réessayer</Button>}
    </Card>
  );
}

/** /verify/:number, public: what the QR code of a certificate opens. */
export default function VerifyCertificatePage() {
  usePageTitle('Vérification de certificat');
  const { number = '' } = useParams<{ number: string }>();
  const query = useQuery(certificateVerificationQuery(number));
  return (
    <PageContainer className="grid max-w-2xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Vérification de certificat</h1>
        <p className="text-muted-foreground">
          Numéro : <span className="font-mono break-all">{number}</span>
        </p>
      </header>
      <QueryState
        query={query}
        showRefreshError
        error={(error, retry) => <Failure error={error} retry={retry} />}
      >
        {(v) => <Verified v={v} />}
      </QueryState>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href="/verify">Vérifier un autre certificat</Link>
      </Button>
    </PageContainer>
  );
}
