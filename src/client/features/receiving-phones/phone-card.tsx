import { useId, useState } from 'react';
import { ChevronDown, KeyRound, Trash2 } from 'lucide-react';
import { paymentMethodLabels } from '@contract/payments-labels';
import type { ReceivingPhone } from '@contract/receiving-phones';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import {
  useRevokeReceivingPhone,
  useRotateReceivingPhone,
  useUpdateReceivingPhone,
} from '@client/api/receiving-phones';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime, formatNumber, pluralize } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { PhoneSmsList } from './phone-sms-list';

/** "Confirmation automatique" or "Revue", as two radio buttons. */
function ModeChoice({ phone }: { phone: ReceivingPhone }) {
  const update = useUpdateReceivingPhone();
  const name = useId();
  const choose = (autoConfirm: boolean) =>
    update.mutate(
      { id: phone.id, body: { autoConfirm } },
      {
        onSuccess: () => toast({ title: m.updated }),
        onError: (err) => toastError(err, m.updateFailed),
      },
    );
  const options = [
    { value: true, label: m.modeAuto },
    { value: false, label: m.modeReview },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="sr-only">Mode</legend>
      <span className="text-muted-foreground">Mode :</span>
      {options.map((option) => (
        <label key={option.label} className="flex min-h-9 cursor-pointer items-center gap-2">
          <input
            type="radio"
            name={name}
            className="size-4 accent-[var(--color-primary)]"
            checked={phone.autoConfirm === option.value}
            disabled={update.isPending}
            onChange={() => choose(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One phone: its number, mode, last SMS, "Nouvelle adresse", "Révoquer" and its SMS. */
export function PhoneCard({
  phone,
  onNewAddress,
}: {
  phone: ReceivingPhone;
  onNewAddress: (forwardingUrl: string) => void;
}) {
  const rotate = useRotateReceivingPhone();
  const revoke = useRevokeReceivingPhone();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const [showSms, setShowSms] = useState(false);
  const smsId = useId();
  const headingId = `phone-${phone.id}`;

  const onConfirm = () => {
    if (asking === 'rotate')
      rotate.mutate(
        { id: phone.id },
        {
          onSuccess: ({ forwardingUrl }) => {
            toast({ title: m.rotated });
            onNewAddress(forwardingUrl);
          },
          onError: (err) => toastError(err, m.rotateFailed),
        },
      );
    if (asking === 'revoke')
      revoke.mutate(
        { id: phone.id },
        {
          onSuccess: () => toast({ title: m.revoked }),
          onError: (err) => toastError(err, m.revokeFailed),
        },
      );
    setAsking(null);
  };

  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold">
            {paymentMethodLabels[phone.operator]} · {phone.phoneNumber}
          </h2>
          {phone.unreadCount > 0 ? (
            <Badge variant="secondary">
              {formatNumber(phone.unreadCount)}{' '}
              {pluralize(phone.unreadCount, 'SMS non associé', 'SMS non associés')}
            </Badge>
          ) : null}
        </div>
        <ModeChoice phone={phone} />
        <p className="text-sm text-muted-foreground">
          {phone.lastSmsAt
            ? `Dernier SMS reçu le ${formatDateTime(phone.lastSmsAt)}`
            : 'Aucun SMS reçu pour le moment : configurez le transfert sur le téléphone.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showSms}
            aria-controls={smsId}
            onClick={() => setShowSms((open) => !open)}
          >
            <ChevronDown
              className={showSms ? 'rotate-180 transition-transform' : 'transition-transform'}
              aria-hidden="true"
            />
            SMS reçus
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() => setAsking('rotate')}
          >
            <KeyRound aria-hidden="true" />
            Nouvelle adresse
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            disabled={revoke.isPending}
            onClick={() => setAsking('revoke')}
          >
            <Trash2 aria-hidden="true" />
            Révoquer
          </Button>
        </div>
        <div id={smsId} hidden={!showSms}>
          {showSms ? <PhoneSmsList phoneId={phone.id} /> : null}
        </div>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking === 'revoke' ? 'Révoquer ce téléphone ?' : 'Créer une nouvelle adresse ?'}
        description={asking === 'revoke' ? m.revokeConfirm : m.rotateConfirm}
        action={asking === 'revoke' ? 'Révoquer' : 'Nouvelle adresse'}
        destructive={asking === 'revoke'}
        onConfirm={onConfirm}
      />
    </li>
  );
}
