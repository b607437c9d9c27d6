import { useId, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Award, BookOpen, Package, SlidersHorizontal, Users } from 'lucide-react';
import type { CoursePage } from '@contract/courses';
import { useAuth } from '@client/api/auth';
import { catalogueQuery } from '@client/api/courses';
import { QueryState } from '@client/components/query-state';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { formatNumber, pluralize } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';
import { CatalogFilterPanel, selectClassName } from './catalog-filters';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { SeatConfirmDialog } from './seat-confirm-dialog';
import { sortOptions, useCatalogFilters } from './use-catalog-filters';
import { useEnroll } from './use-enroll';
import { usePackageSeats } from './use-package-seats';

const SKELETON_COUNT = 6;
/** Cards on the first screen of a wide display: their pictures are not deferred. */
const EAGER_IMAGES = 3;

/** The whole catalogue's figures, whatever the filters: the server counts them. */
function Hero({ figures }: { figures: CoursePage['stats'] | undefined }) {
  const courseCount = figures?.courseCount;
  const students = figures?.enrollmentCount;
  const stats = [
    {
      icon: BookOpen,
      value: courseCount === undefined ? '…' : formatNumber(courseCount),
      label: 'Cours',
    },
    {
      icon: Users,
      value: students === undefined ? '…' : `+${formatNumber(students)}`,
      label: 'Étudiants',
    },
    { icon: Award, value: '100%', label: 'Certifié' },
  ];
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Catalogue des cours</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground sm:text-lg">
          Trouvez la formation qui vous fait avancer, à votre rythme.
        </p>
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link href="/packages">
            <Package aria-hidden="true" />
            Packages de cours
          </Link>
        </Button>
        <dl className="mt-6 grid max-w-xl grid-cols-3 gap-2 sm:gap-4">
          {stats.map(({ icon: Icon, value, label }) => (
            <div
              key={label}
              className="flex flex-col items-center gap-1 rounded-xl border bg-card p-3 text-center sm:p-4"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <dt className="order-3 text-xs text-muted-foreground sm:text-sm">{label}</dt>
              <dd className="order-2 text-xl font-bold sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * Above the courses a package or a subscription opens (?access=package, where "Choisir mes
 * cours" leads): how many the buyer still has to choose, and the way back to every course.
 */
function PackageCoursesNotice({ seats, onShowAll }: { seats: number; onShowAll: () => void }) {
  return (
    <Alert className="flex flex-wrap items-center gap-3">
      <Package className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="font-semibold">Cours inclus dans les packages et abonnements</p>
        {seats > 0 ? <p>Il vous reste {seats} cours à choisir.</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        Voir tous les cours
      </Button>
    </Alert>
  );
}

export default function CatalogPage() {
  usePageTitle('Catalogue des cours');
  const filters = useCatalogFilters();
  const { search, categories, level, sort, access, hasActiveFilter } = filters;
  const { isLoading: sessionLoading } = useAuth();
  const { enroll, pendingId, seatQuestion, confirmSeat, cancelSeat } = useEnroll({
    successDescription: 'Vous êtes maintenant inscrit à ce cours',
  });
  const packageSeats = usePackageSeats();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = `filters${useId().replace(/:/g, '')}`;
  const sortId = `${panelId}-sort`;

  // Pages of 24, the next one on "Voir plus"; each answer carries the total and the figures.
  const listQuery = useInfiniteQuery({
    ...catalogueQuery({ search, categories, level, sort, access }),
    // Keep showing the previous results while the next ones arrive (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
  const pages = listQuery.data?.pages;
  const found = pages?.at(-1)?.total;

  const activeCount = (search ? 1 : 0) + categories.length + (level ? 1 : 0);

  return (
    <>
      <Hero figures={pages?.[0]?.stats} />
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-8">
        <aside aria-label="Filtres" className="grid content-start gap-3">
          <Button
            variant="outline"
            className="justify-between lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden="true" />
              Filtres
            </span>
            {activeCount > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                {activeCount}
              </span>
            ) : null}
          </Button>
          <CatalogFilterPanel
            id={panelId}
            filters={filters}
            className={cn(filtersOpen ? 'grid' : 'hidden', 'lg:grid')}
          />
        </aside>

        <section
          aria-labelledby={`${panelId}-results`}
          className="grid min-w-0 content-start gap-4"
        >
          <h2 id={`${panelId}-results`} className="sr-only">
            Résultats
          </h2>
          {access === 'package' ? (
            <PackageCoursesNotice seats={packageSeats} onShowAll={filters.clearAccess} />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-muted-foreground">
              {found !== undefined
                ? `${formatNumber(found)} ${pluralize(found, 'cours trouvé', 'cours trouvés')}`
                : listQuery.isError
                  ? ''
                  : 'Chargement...'}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted-foreground">
                Trier par
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(e) => filters.setSort(e.target.value)}
                className={cn(selectClassName, 'w-auto')}
              >
                {sortOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <QueryState
            query={listQuery}
            pending={
              <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                  <li key={i}>
                    <CourseCardSkeleton />
                  </li>
                ))}
              </ul>
            }
            error={(_, retry) => (
              <Alert
                variant="destructive"
                role="alert"
                className="flex flex-wrap items-center gap-3"
              >
                <span className="flex-1">
                  Impossible de charger les cours. Vérifiez votre connexion.
                </span>
                <Button variant="outline" size="sm" onClick={retry}>
                  Réessayer
                </Button>
              </Alert>
            )}
          >
            {({ pages: loaded }) =>
              loaded.every((page) => page.items.length === 0) ? (
                <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-8 text-center">
                  <BookOpen className="size-10 text-muted-foreground" aria-hidden="true" />
                  <p className="text-lg font-semibold">Aucun cours trouvé</p>
                  <p className="text-muted-foreground">
                    {hasActiveFilter
                      ? 'Essayez de modifier vos filtres ou votre recherche.'
                      : 'Les cours seront bientôt disponibles. Revenez plus tard !'}
                  </p>
                  {hasActiveFilter ? (
                    <Button variant="outline" className="mt-2" onClick={filters.reset}>
                      Réinitialiser les filtres
                    </Button>
                  ) : null}
                </div>
              ) : (
                <ul
                  aria-busy={listQuery.isPlaceholderData}
                  className={cn(
                    'grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
                    listQuery.isPlaceholderData && 'opacity-60',
                  )}
                >
                  {loaded
                    .flatMap((page) => page.items)
                    .map((course, index) => (
                      <li key={course.id}>
                        <CourseCard
                          course={course}
                          holding={{ packageSeats }}
                          onEnroll={(c) => void enroll(c)}
                          enrolling={pendingId === course.id}
                          disabled={sessionLoading}
                          eager={index < EAGER_IMAGES}
                        />
                      </li>
                    ))}
                </ul>
              )
            }
          </QueryState>
          {listQuery.hasNextPage ? (
            <div className="grid justify-items-center gap-3">
              {listQuery.isFetchNextPageError ? (
                <Alert variant="destructive" role="alert">
                  Impossible de charger les cours. Vérifiez votre connexion.
                </Alert>
              ) : null}
              <Button
                variant="outline"
                className="w-full sm:w-auto"
                aria-busy={listQuery.isFetchingNextPage}
                disabled={listQuery.isFetchingNextPage || listQuery.isPlaceholderData}
                onClick={() => void listQuery.fetchNextPage()}
              >
                {listQuery.isFetchingNextPage ? 'Chargement...' : 'Voir plus'}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
      <SeatConfirmDialog question={seatQuestion} onConfirm={confirmSeat} onCancel={cancelSeat} />
    </>
  );
}
