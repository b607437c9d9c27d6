import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { receivingPhonesQuery } from '@client/api/receiving-phones';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Card } from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/use-page-title';
import { ForwardingAddressDialog } from './forwarding-address-dialog';
import { ForwardingHowTo } from './forwarding-how-to';
import { PhoneCard } from './phone-card';
import { PhoneForm } from './phone-form';

/**
 * /receiving-phones (instructors and admins): the phones buyers pay to, whose operator SMS are
 * forwarded to Kelasi to confirm payments. An instructor's are for their courses and live
 * classes; an admin's are the platform's numbers.
 */
export default function ReceivingPhonesPage() {
  usePageTitle(m.pageTitle);
  const query = useQuery(receivingPhonesQuery());
  // The address just created: shown once, then forgotten.
  const [address, setAddress] = useState<string | null>(null);

  return (
    <PageContainer className="grid max-w-4xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
        <p className="text-muted-foreground">
          Les téléphones sur lesquels vous recevez les paiements mobile money. Ils transmettent à
          Kelasi les SMS de confirmation de l&apos;opérateur, pour reconnaître les paiements.
        </p>
      </header>
      <ForwardingHowTo />
      <PhoneForm onCreated={setAddress} />
      <QueryState
        query={query}
        pending={<SkeletonList count={2} className="grid gap-3" itemClassName="h-36" />}
        error={loadFailed('Impossible de charger vos téléphones')}
      >
        {(phones) =>
          phones.length === 0 ? (
            <Card className="grid justify-items-center gap-2 p-6 text-center">
              <Smartphone className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-muted-foreground">Aucun téléphone enregistré pour le moment.</p>
            </Card>
          ) : (
            <ul className="grid gap-3" aria-label="Vos téléphones de réception">
              {phones.map((phone) => (
                <PhoneCard key={phone.id} phone={phone} onNewAddress={setAddress} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ForwardingAddressDialog url={address} onClose={() => setAddress(null)} />
    </PageContainer>
  );
}
