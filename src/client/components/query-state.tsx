import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '@client/components/layout/loading';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown until the first answer: the page's "Chargement..." status unless given. */
  pending?: ReactNode;
  /** Shown when the load failed: an element, or one built from the error and a retry. */
  error: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  /**
   * A failed reload replaces the data already shown. Lists changed by the person (a course just
   * deleted) use it: showing the old list would mislead. Otherwise what was loaded stays.
   */
  showRefreshError?: boolean;
  children: (data: T) => ReactNode;
}

/** One loaded value's three states: waiting, failed, shown. */
export function QueryState<T>({
  query,
  pending = <Loading />,
  error,
  showRefreshError = false,
  children,
}: QueryStateProps<T>) {
  if (query.status === 'error' && (showRefreshError || query.data === undefined)) {
    return (
      <>{typeof error === 'function' ? error(query.error, () => void query.refetch()) : error}</>
    );
  }
  if (query.data === undefined) return <>{pending}</>;
  return <>{children(query.data)}</>;
}

/**
 * QueryState's `error` for a part of a page whose load failed (usually the connection): what
 * failed, and "Réessayer". `compact`: small and start-aligned (e.g. an editor's list).
 */
export function loadFailed(text: string, { compact = false } = {}) {
  return (_: Error, retry: () => void) => (
    <div
      role="alert"
      className={
        compact ? 'grid justify-items-start gap-2' : 'grid justify-items-center gap-3 text-center'
      }
    >
      <p>{text}</p>
      <Button
        variant={compact ? 'outline' : 'default'}
        size={compact ? 'sm' : 'default'}
        onClick={retry}
      >
        Réessayer
      </Button>
    </div>
  );
}

/** A page whose own load failed for another reason than 403/404 (usually the connection). */
export function PageLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <PageContainer className="grid justify-items-center gap-4 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
      <Button onClick={onRetry}>Réessayer</Button>
    </PageContainer>
  );
}

/** Grey blocks standing for a list while it loads. */
export function SkeletonList({
  count,
  className,
  itemClassName,
  announce = true,
}: {
  count: number;
  className: string;
  itemClassName: string;
  /** Tell assistive technology "Chargement..." (the default). */
  announce?: boolean;
}) {
  const items = Array.from({ length: count }, (_, i) => (
    <Skeleton key={i} className={itemClassName} />
  ));
  if (!announce) return <div className={className}>{items}</div>;
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        Chargement...
      </span>
      {items}
    </div>
  );
}
