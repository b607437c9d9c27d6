/**
 * What every mobile-money payment carries as proof (DESIGN "Mobile-money proof"): the operator's
 * transaction ID, given once across every kind of payment, and an optional screenshot of the
 * operator's SMS. Course payments, package purchases and subscriptions all check them here.
 */
import { paymentMessages } from '../../../contract/payments.ts';
import type { Tx } from '../../db/client.ts';
import { mobileMoneyTransactions } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { objectPathFor, type UploadsService } from '../objects/uploads.service.ts';

/** What a transaction ID was given for, as recorded beside it. */
export type PaymentKind =
  | 'payment_request'
  | 'package_purchase'
  | 'subscription'
  | 'bundle_payment'
  | 'live_class_registration';

/**
 * Records a transaction ID for the request just written in `tx`; answers 409 when it was
 * already given for any payment. Throwing rolls the request back with it. ON CONFLICT DO
 * NOTHING: a race ends in the same 409, never in a database error.
 */
export async function recordTransactionId(
  tx: Tx,
  transactionId: string | null | undefined,
  kind: PaymentKind,
  requestId: string,
): Promise<void> {
  if (!transactionId) return;
  const [recorded] = await tx
    .insert(mobileMoneyTransactions)
    .values({ transactionId, kind, requestId })
    .onConflictDoNothing()
    .returning({ id: mobileMoneyTransactions.transactionId });
  if (!recorded)
    throw appError('TRANSACTION_ID_USED', {
      fields: { transactionId: paymentMessages.transactionUsed },
    });
}

/**
 * The screenshot must be the payer's own finished image upload: anything else is refused (400
 * unknown or not an image, 403 someone else's). Answers the image's canonical path.
 */
export function createProofImageCheck(uploads: UploadsService) {
  return async function assertOwnProof(user: SessionUser, proofImage: string): Promise<string> {
    const upload = await uploads.findComplete(proofImage.replace(/^\/objects\/uploads\//, ''));
    if (!upload || objectPathFor(upload) !== proofImage.toLowerCase())
      throw appError('PAYMENT_PROOF_INVALID', {
        fields: { proofImage: paymentMessages.proofInvalid },
      });
    if (upload.userId !== user.id)
      throw appError('PAYMENT_PROOF_NOT_YOURS', {
        fields: { proofImage: paymentMessages.proofNotYours },
      });
    return objectPathFor(upload);
  };
}
