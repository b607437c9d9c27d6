import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Smartphone } from 'lucide-react';
import type { PaymentMethod } from '@contract/common';
import { FormDialogContent } from '@client/components/form-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import type { UploadedFile } from '@client/components/upload/file-upload-field';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { MobileMoneyFields, offeredMethods } from './mobile-money-fields';

// Only the dialogs that take a screenshot download the upload code.
const ProofImageField = lazy(() => import('./proof-image-field'));

type Numbers = Partial<Record<PaymentMethod, string>> | null | undefined;

/**
 * A purchase paid by mobile money (a package, a training bundle, a paid live class): the numbers
 * offered, the payer's phone, optional transaction ID and, with `withProof`, the optional
 * screenshot of the operator's SMS, sent for validation. Server refusals land on their fields,
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
  withProof = false,
  failed = "Impossible d'envoyer la demande",
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
  /** Offer the optional screenshot of the operator's SMS (sent as proofImage). */
  withProof?: boolean;
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
  });
  const onSubmit = saveOnSubmit(
    form,
    (payload) =>
      send(
        (withProof
          ? { ...payload, proofImage: proof?.objectPath ?? null }
          : payload) as z.output<S>,
      ),
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
      {withProof ? (
        <Suspense fallback={<Skeleton className="h-20 w-full" />}>
          <ProofImageField
            proof={proof}
            onChange={setProof}
            onBusyChange={setUploading}
            error={form.formState.errors.proofImage?.message as string | undefined}
          />
        </Suspense>
      ) : null}
    </FormDialogContent>
  );
}
