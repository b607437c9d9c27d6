import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import {
  exchangeRateInputSchema,
  exchangeRateMessages as m,
  type ExchangeRate,
  type ExchangeRateInput,
} from '@contract/subscriptions';
import { exchangeRateQuery, useSetExchangeRate } from '@client/api/subscriptions';
import { loadFailed, QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField } from '@client/lib/forms/fields';
import { positiveWhole } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDateTime, formatPrice } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';

function RateForm({ rate }: { rate: ExchangeRate }) {
  const save = useSetExchangeRate();
  const form = useContractForm(exchangeRateInputSchema, {
    cdfPerUsd: rate.cdfPerUsd,
  } satisfies ExchangeRateInput);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ cdfPerUsd: saved.cdfPerUsd });
      toast({ title: m.updated, description: `1 $ = ${formatPrice(saved.cdfPerUsd)}` });
    } catch (err) {
      if (!applyServerErrors(form, err)) toastError(err, m.saveFailed);
    }
  });
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Taux actuel : <strong>1 $ = {formatPrice(rate.cdfPerUsd)}</strong>
        <span className="block text-muted-foreground">
          {rate.setAt
            ? `Fixé le ${formatDateTime(rate.setAt)}${rate.setBy ? ` par ${rate.setBy}` : ''}`
            : 'Taux par défaut : aucun administrateur ne l’a encore fixé.'}
        </span>
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="w-full max-w-56">
          <NumberField
            form={form}
            name="cdfPerUsd"
            label="Nouveau taux (FC pour 1 $)"
            {...positiveWhole}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Mettre à jour le taux'}
        </Button>
      </form>
    </div>
  );
}

/**
 * The platform's exchange rate (docs/architecture.md « Argent »): plan prices are in $, the public
 * page shows and asks them in FC at this rate, which changes there at once.
 */
export function ExchangeRateCard() {
  const query = useQuery(exchangeRateQuery());
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="exchange-rate-title">
      <h3 id="exchange-rate-title" className="flex items-center gap-2 font-semibold">
        <Landmark className="size-4" aria-hidden="true" />
        Taux de change
      </h3>
      <p className="text-sm text-muted-foreground">
        Les prix des plans sont en dollars ; la page publique des abonnements les affiche et les
        demande en FC à ce taux, dès qu’il change.
      </p>
      <QueryState
        query={query}
        pending={<Skeleton className="h-24" />}
        error={loadFailed('Impossible de charger le taux de change', { compact: true })}
      >
        {(rate) => <RateForm key={rate.setAt ?? 'default'} rate={rate} />}
      </QueryState>
    </Card>
  );
}
