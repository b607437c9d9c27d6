import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Smartphone } from 'lucide-react';
import type { PaymentMethod } from '@contract/common';
import { FormDialogContent } from '@client/components/form-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ToastOptions } from '@client/components/ui/use-toast';
import type { UploadedFile } from '@client/components/upload/file-upload-field';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { MobileMoneyFields, offeredMethods } from './mobile-money-fields';
import { PastedSmsField } from './pasted-sms-field';

// The upload code comes with the dialog's first opening, not with the page.
const ProofImageField = lazy(() => import('./proof-image-field'));

type Numbers = Partial<Record<PaymentMethod, string>> | null | undefined;

/**
 * A purchase paid by mobile money (a package, a subscription, a training bundle, a paid live
 * class): the numbers offered, the payer's phone, the optional transaction ID, the operator's SMS
 * pasted (its ID fills the field) and the optional screenshot, sent for validation. Server
 * refusals land on their fields, or in a toast.
 */
export function MobileMoneyDialog<S extends z.ZodType<FieldValues, FieldValues>, TAnswer>({
  title,
  description,
  schema,
  item,
  numbers,
  send,
  sending,
  sent,
  onClose,
  price,
  failed = "Impossible d'envoyer la demande",
}: {
  title: ReactNode;
  description: ReactNode;
  schema: S;
  /** What is bought, as the request names it, e.g. { packageId }. */
  item: Record<string, string>;
  numbers: Numbers;
  send: (payload: z.output<S>) => Promise<TAnswer>;
  sending: boolean;
  /** The success toast, or the one the answer calls for (a payment may still await its check). */
  sent: ToastOptions | ((answer: TAnswer) => ToastOptions);
  onClose: () => void;
  /** FC to pay: the pasted SMS is checked against it. */
  price: number;
  /** The error toast's text when the server gives none. */
  failed?: string;
}) {
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useContractForm<FieldValues, FieldValues>(schema, {
    ...item,
    paymentMethod: offeredMethods(numbers)[0],
    phoneNumber: '',
    transactionId: '',
    smsText: '',
  });
  const onSubmit = saveOnSubmit(
    form,
    (payload) => send({ ...payload, proofImage: proof?.objectPath ?? null } as z.output<S>),
    { saved: sent, failed, onSaved: onClose },
  );
  return (
    <FormDialogContent
      title={title}
      description={description}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={sending || uploading}
      submitLabel={
        <>
          <Smartphone aria-hidden="true" />
          {sending ? 'Envoi…' : 'Envoyer la demande'}
        </>
      }
    >
      <MobileMoneyFields form={form} numbers={numbers} />
      <PastedSmsField form={form} price={price} />
      <Suspense fallback={<Skeleton className="h-20 w-full" />}>
        <ProofImageField
          proof={proof}
          onChange={setProof}
          onBusyChange={setUploading}
          error={form.formState.errors.proofImage?.message as string | undefined}
        />
      </Suspense>
    </FormDialogContent>
  );
}
