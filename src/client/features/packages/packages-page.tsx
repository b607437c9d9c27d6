import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Award, BookOpen, Check, Infinity as InfinityIcon } from 'lucide-react';
import {
  packageMessages as m,
  packagePurchaseCreateSchema,
  packagePurchaseStatusLabels,
  type Package,
  type PackagePurchase,
} from '@contract/packages';
import { useAuth } from '@client/api/auth';
import { myPackagePurchasesQuery, packagesQuery, usePurchasePackage } from '@client/api/packages';
import { IconItem } from '@client/components/icon-item';
import { PageContainer } from '@client/components/layout/page-container';
import { MobileMoneyDialog } from '@client/components/payments/mobile-money-dialog';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { formatDate, formatPrice } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';

function PackageCard({ pkg, onBuy }: { pkg: Package; onBuy: (pkg: Package) => void }) {
  const bullets = [
    { icon: BookOpen, text: `Choisissez ${pkg.courseCount} cours` },
    { icon: InfinityIcon, text: 'Accès illimité aux cours choisis' },
    { icon: Award, text: 'Certificat de réussite' },
  ];
  return (
    <Card className="grid content-start gap-4 p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold break-words">{pkg.name}</h2>
        <p className="text-sm font-medium text-muted-foreground">{pkg.courseCount} cours</p>
      </div>
      {pkg.description ? <p className="text-sm text-muted-foreground">{pkg.description}</p> : null}
      <p className="text-2xl font-bold">{formatPrice(pkg.price)}</p>
      <ul className="grid gap-1.5 text-sm">
        {bullets.map(({ icon, text }) => (
          <IconItem key={text} icon={icon}>
            {text}
          </IconItem>
        ))}
      </ul>
      <Button
        className="w-full"
        onClick={() => onBuy(pkg)}
        aria-label={`Acheter ce package : ${pkg.name}`}
      >
        Acheter ce package
      </Button>
    </Card>
  );
}

/** The purchase dialog (spec 02 §2): the package's methods only, phone, optional transaction ID. */
function PurchaseDialog({ pkg, onClose }: { pkg: Package; onClose: () => void }) {
  const purchase = usePurchasePackage();
  return (
    <MobileMoneyDialog
      title={`Acheter : ${pkg.name}`}
      description={`Envoyez ${formatPrice(pkg.price)} par mobile money au numéro indiqué, puis envoyez la demande : elle sera validée après vérification.`}
      schema={packagePurchaseCreateSchema}
      item={{ packageId: pkg.id }}
      numbers={pkg.mobileMoneyInfo}
      price={pkg.price}
      send={purchase.mutateAsync}
      sending={purchase.isPending}
      sent={{ title: m.sent, description: m.sentDescription }}
      onClose={onClose}
    />
  );
}

function MyPackages() {
  const query = useQuery(myPackagePurchasesQuery());
  return (
    <section className="grid gap-3" aria-labelledby="my-packages">
      <h2 id="my-packages" className="text-xl font-semibold">
        Mes packages
      </h2>
      <QueryState
        query={query}
        pending={<Skeleton className="h-24" />}
        error={(_, retry) => (
          <PageLoadFailed title="Impossible de charger vos packages" onRetry={retry} />
        )}
      >
        {(purchases) =>
          purchases.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Vous n&apos;avez encore acheté aucun package.
            </p>
          ) : (
            <ul className="grid gap-3">
              {purchases.map((p) => (
                <PurchaseRow key={p.id} purchase={p} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function PurchaseRow({ purchase }: { purchase: PackagePurchase }) {
  const variant =
    purchase.status === 'confirmed'
      ? 'success'
      : purchase.status === 'rejected'
        ? 'destructive'
        : 'secondary';
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="font-medium break-words">{purchase.packageName}</p>
          <p className="text-sm text-muted-foreground">
            {formatPrice(purchase.amountPaid)} · {formatDate(purchase.purchaseDate)}
            {purchase.status === 'confirmed'
              ? ` · ${purchase.coursesRemaining} cours restant(s)`
              : ''}
          </p>
        </div>
        <Badge variant={variant}>{packagePurchaseStatusLabels[purchase.status]}</Badge>
        {purchase.status === 'confirmed' && purchase.coursesRemaining > 0 ? (
          <Button asChild size="sm">
            <Link href={href.packageCourses}>
              <Check aria-hidden="true" />
              Choisir mes cours
            </Link>
          </Button>
        ) : null}
      </Card>
    </li>
  );
}

/** /packages (spec 02 §2): the packages, the purchase dialog, and "Mes packages". */
export default function PackagesPage() {
  usePageTitle('Packages de cours');
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  const query = useQuery(packagesQuery());
  const [chosen, setChosen] = useState<Package | null>(null);

  function buy(pkg: Package) {
    if (!isAuthenticated) {
      toast({ title: m.signInTitle, description: m.signIn });
      navigate('/auth');
      return;
    }
    setChosen(pkg);
  }

  return (
    <PageContainer className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Packages de cours</h1>
        <p className="text-muted-foreground">
          Un prix pour plusieurs cours : achetez un package, puis choisissez vos cours dans le
          catalogue.
        </p>
      </div>
      <QueryState
        query={query}
        pending={
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72" />
            ))}
          </div>
        }
        error={(_, retry) => (
          <PageLoadFailed title="Impossible de charger les packages" onRetry={retry} />
        )}
      >
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {list.map((pkg) => (
              <li key={pkg.id} className="grid">
                <PackageCard pkg={pkg} onBuy={buy} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {isAuthenticated ? <MyPackages /> : null}
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen ? <PurchaseDialog pkg={chosen} onClose={() => setChosen(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
