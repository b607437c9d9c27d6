import { paymentMethodLabels, type PaymentMethod } from '@contract/payments-labels';
import { ProofImageLink } from '@client/components/payments/payment-decision';
import { Fact } from './fact';

/** What a mobile-money payer declared: method, phone, transaction ID and screenshot. */
export function PaymentProofFacts({
  paymentMethod,
  phoneNumber,
  transactionId,
  proofImage,
  who,
}: {
  paymentMethod: PaymentMethod;
  phoneNumber: string;
  transactionId: string | null;
  proofImage: string | null;
  /** The payer's name, for the screenshot link. */
  who: string;
}) {
  return (
    <>
      <Fact term="Moyen">{paymentMethodLabels[paymentMethod]}</Fact>
      <Fact term="Téléphone">{phoneNumber}</Fact>
      <Fact term="ID de transaction">
        <span className="break-all">{transactionId ?? '—'}</span>
      </Fact>
      <Fact term="Capture">
        <ProofImageLink src={proofImage} who={who} />
      </Fact>
    </>
  );
}
