import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { GraduationCap } from 'lucide-react';
import type { User } from '@contract/auth';
import { useAuth } from '@client/api/auth';
import { Button } from '@client/components/ui/button';
import { ThemeToggle } from './theme-toggle';

// One chunk holds every signed-in part; each lazy() below reuses it.
const loadSignedIn = () => import('./signed-in-header');
const MobileNav = lazy(() => loadSignedIn().then((m) => ({ default: m.MobileNav })));
const DesktopNav = lazy(() => loadSignedIn().then((m) => ({ default: m.DesktopNav })));
const HeaderSearch = lazy(() => loadSignedIn().then((m) => ({ default: m.HeaderSearch })));
const UserMenu = lazy(() => loadSignedIn().then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() => loadSignedIn().then((m) => ({ default: m.NotificationBell })));

function Brand() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <GraduationCap className="size-6 text-primary" aria-hidden="true" />
      Kelasi
    </Link>
  );
}

/** Keeps the place of a control while its code loads, so nothing jumps. */
function Slot({ className }: { className: string }) {
  return <span aria-hidden="true" className={className} />;
}

function SignedInHeader({ user }: { user: User }) {
  return (
    <>
      <Suspense fallback={<Slot className="size-10 shrink-0 xl:hidden" />}>
        <MobileNav className="xl:hidden" />
      </Suspense>
      <Brand />
      <Suspense fallback={null}>
        <DesktopNav className="ml-4 hidden xl:block" />
      </Suspense>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <Suspense fallback={<Slot className="mr-1 hidden h-9 w-48 md:block lg:w-56" />}>
          <HeaderSearch className="mr-1 hidden w-48 md:block lg:w-56" />
        </Suspense>
        <Suspense fallback={<Slot className="size-10 shrink-0" />}>
          <NotificationBell />
        </Suspense>
        <ThemeToggle />
        <Suspense fallback={<Slot className="size-9 shrink-0 rounded-full bg-muted" />}>
          <UserMenu user={user} />
        </Suspense>
      </div>
    </>
  );
}

/** Site header (spec 01 §2): visitor actions, or navigation, search and account menu. */
export function Header() {
  const { user, isLoading } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-2 px-3 sm:h-16 sm:px-6">
        {user ? (
          <SignedInHeader user={user} />
        ) : (
          <>
            <Brand />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <ThemeToggle />
              {isLoading ? null : (
                <>
                  <Button asChild variant="ghost" size="sm">
                    <Link href="/login">Connexion</Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link href="/register">S'inscrire</Link>
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </header>
  );
}
