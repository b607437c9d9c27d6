import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { certificationMessages, type MyCertification } from '@contract/certifications';
import { myCertificationsQuery } from '@client/api/certifications';
import { PageContainer } from '@client/components/layout/page-container';
import { QueryState, SkeletonList } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { BrowseCatalogNotice } from '@client/components/course/browse-catalog-notice';
import { formatDate } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { CertificationBadge } from './certification-badge';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="grid justify-items-center gap-3 p-8 text-center">
      <h2 className="text-lg font-semibold">Erreur de chargement</h2>
      <p className="text-muted-foreground">{certificationMessages.loadFailed}</p>
      <Button onClick={onRetry}>Réessayer</Button>
    </Card>
  );
}

function CertificationCard({ certification: c }: { certification: MyCertification }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CertificationBadge type={c.type} />
        <Award className="size-6 text-primary" aria-hidden="true" />
      </div>
      <h2 className="text-lg leading-tight font-semibold break-words">{c.courseTitle}</h2>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Numéro :</dt>
          <dd className="font-mono break-all">{c.certificateNumber}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Délivré le :</dt>
          <dd>{formatDate(c.issuedAt)}</dd>
        </div>
        {c.expiresAt ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Expire le :</dt>
            <dd>{formatDate(c.expiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild>
          <a href={c.pdfUrl} download>
            <Download aria-hidden="true" />
            Télécharger le PDF
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/verify/${c.certificateNumber}`}>
            <ShieldCheck aria-hidden="true" />
            Page de vérification
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** Spec 02 §2 "My certifications": the user's certificates, each with its PDF. */
export default function CertificationsPage() {
  usePageTitle('Mes certifications');
  const query = useQuery(myCertificationsQuery());
  return (
    <PageContainer className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Mes certifications</h1>
        <p className="text-muted-foreground">
          Vos certificats de réussite, à télécharger et à partager avec leur lien de vérification.
        </p>
      </header>
      <QueryState
        query={query}
        pending={
          <SkeletonList
            count={2}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            itemClassName="h-56"
          />
        }
        error={(_, retry) => <LoadError onRetry={retry} />}
      >
        {(list) =>
          list.length === 0 ? (
            <BrowseCatalogNotice
              title="Aucune certification pour le moment"
              text="Terminez toutes les leçons d’un cours et réussissez ses quiz : votre certificat apparaîtra ici."
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Certificats">
              {list.map((c) => (
                <li key={c.id} className="flex">
                  <CertificationCard certification={c} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
