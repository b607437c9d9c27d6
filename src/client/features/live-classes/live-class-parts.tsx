import { AlertTriangle } from 'lucide-react';
import { liveClassMessages as m } from '@contract/live-classes';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { formatNumber, formatPrice } from '@client/lib/format';

/**
 * A live-class price: dollars, as the spec labels it (docs/architecture.md « Argent »),
 * e.g. "12,5 $".
 */
export const formatUsd = (value: number) => `${formatNumber(value)} $`;

/** "5 $ (14 000 FC)": the price and what it makes at the platform's rate. */
export const priceWithCdf = (price: number, priceCdf: number) =>
  `${formatUsd(price)} (${formatPrice(priceCdf)})`;

/** Durations are in minutes (spec 02 §9). */
export const formatMinutes = (minutes: number) => `${formatNumber(minutes)} min`;

/** The spec's "Erreur de chargement" card with its retry (spec 02 §8). */
export function LoadErrorCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="grid justify-items-center gap-3 p-8 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{m.loadErrorTitle}</h2>
      <p className="text-muted-foreground">{m.loadFailed}</p>
      <Button onClick={onRetry}>Réessayer</Button>
    </Card>
  );
}
