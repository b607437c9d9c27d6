/**
 * The screenshot of the operator's SMS that a payment may carry (docs/architecture.md
 * « Paiements »), checked for every kind by the payment flow. The transaction ID's uniqueness
 * is an index of the payments table.
 */
import { paymentMessages } from '../../../contract/payments.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { objectPathFor, type UploadsService } from '../objects/index.ts';

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
