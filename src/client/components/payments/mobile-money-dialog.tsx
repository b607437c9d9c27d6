import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Smartphone } from 'lucide-react';
import type { PaymentMethod } from '@contract/common';
import { Button } from '@client/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { MobileMoneyFields, offeredMethods } from './mobile-money-fields';

type Numbers = Partial<Record<PaymentMethod, string>> | null | undefined;

/**
 * A purchase paid by mobile money (a package, a training bundle): the numbers offered, the payer's
 * phone and optional transaction ID, sent for validation. Server refusals land on their fields,
 * or in a toast.
 */
export function MobileMoneyDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  description,
  schema,
  item,
  numbers,
  send,
  sending,
  sent,
  onClose,
}: {
  title: ReactNode;
  description: ReactNode;
  schema: S;
  /** What is bought, as the request names it, e.g. { packageId }. */
  item: Record<string, string>;
  numbers: Numbers;
  send: (payload: z.output<S>) => Promise<unknown>;
  sending: boolean;
  /** The success toast. */
  sent: { title: string; description: string };
  onClose: () => void;
}) {
  const form = useContractForm<FieldValues, FieldValues>(schema, {
    ...item,
    paymentMethod: offeredMethods(numbers)[0],
    phoneNumber: '',
    transactionId: '',
  });
  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await send(payload as z.output<S>);
      toast(sent);
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err))
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, "Impossible d'envoyer la demande"),
        });
    }
  });
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <MobileMoneyFields form={form} numbers={numbers} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={sending}>
            <Smartphone aria-hidden="true" />
            {sending ? 'Envoi…' : 'Envoyer la demande'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
