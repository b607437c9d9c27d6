import { Construction } from 'lucide-react';
import { usePageTitle } from '@client/lib/use-page-title';
import { PageContainer } from './page-container';

/** Placeholder for a screen that later work will build. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-4 flex items-center gap-2 text-muted-foreground">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        Cette page sera bientôt disponible.
      </p>
    </PageContainer>
  );
}
