import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { showFlashToast, useToast } from '@client/components/ui/use-toast';
import { ErrorBoundary } from '@client/components/layout/error-boundary';
import { Header } from '@client/components/layout/header';
import { Loading } from '@client/components/layout/loading';
import { OfflineBanner } from '@client/components/layout/offline-banner';
import { RequireAuth } from '@client/components/layout/require-auth';
import { leftServerPage } from '@client/lib/server-state';
import { PageHeadContext, type PageHead } from '@client/lib/use-page-title';
import { useAuth } from '@client/api/auth';
import { actionsWaiting, keepScreensForOffline } from '@client/lib/offline-app';
import { appRoutes, loadNotFoundPage, screensOf, type AppRoute } from './routes';

const NotFoundPage = lazy(loadNotFoundPage);
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** The toasts' code (Radix) is downloaded with the first toast, then stays. */
function ToasterOnDemand() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function RoutePage({ route }: { route: AppRoute }) {
  const { Page, access } = route;
  if (access === 'public') return <Page />;
  return (
    <RequireAuth roles={access === 'signed-in' ? undefined : access}>
      <Page />
    </RequireAuth>
  );
}

function AppRoutes() {
  return (
    <Switch>
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} />
        </Route>
      ))}
      {/* Some screens send visitors to /auth when sign-in is needed. */}
      <Route path="/auth">
        <Redirect to="/login" replace />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/**
 * The whole application. On the server, `ssr` gives the address being rendered (the router
 * cannot read it from a window there) and collects what the page says of itself (its head).
 */
export function App({
  queryClient,
  ssr,
}: {
  queryClient: QueryClient;
  ssr?: { path: string; search: string; head: PageHead };
}) {
  return (
    <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
      <QueryClientProvider client={queryClient}>
        <PageHeadContext.Provider value={ssr?.head ?? null}>
          <Shell />
        </PageHeadContext.Provider>
      </QueryClientProvider>
    </Router>
  );
}

function Shell() {
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  // A new page starts at the top (the router does not restore scroll by itself).
  useEffect(() => {
    window.scrollTo(0, 0);
    if (location !== firstLocation) leftServerPage();
  }, [location, firstLocation]);
  useEffect(showFlashToast, []);
  // A signed-in user's screens are kept on the phone, to open without a network.
  const { user } = useAuth();
  const role = user?.role;
  useEffect(() => {
    if (role) void keepScreensForOffline(screensOf(role));
  }, [role]);
  // What was done offline in an earlier visit is sent now.
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !actionsWaiting()) return;
    import('@client/api/outbox').then(
      (outbox) => outbox.sendOutbox(queryClient),
      () => undefined, // Its code could not come (no network): the next start sends them.
    );
  }, [userId, queryClient]);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <OfflineBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<Loading />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ToasterOnDemand />
    </>
  );
}
