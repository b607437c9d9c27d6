/**
 * Mobile-money payment constants, labels and French messages (spec 02 §2, §5, §8, §9). Zod-free
 * on purpose: the dashboards import these without pulling the schema library into their chunk.
 */
/** The DR Congo's mobile-money operators; Afrimoney is Africell's. */
export const paymentMethods = ['mpesa', 'airtel', 'orange', 'afrimoney'] as const;
export const paymentStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  airtel: 'Airtel Money',
  orange: 'Orange Money',
  afrimoney: 'Afrimoney',
};

/** What a payment pays for: each kind plugs its item, decider and effect into the payments module. */
export const paymentKinds = ['course', 'package', 'subscription', 'bundle', 'live_class'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentKindLabels: Record<PaymentKind, string> = {
  course: 'Cours',
  package: 'Package',
  subscription: 'Abonnement',
  bundle: 'Pack de formation',
  live_class: 'Cours en direct',
};

/** Who decided a payment: a person, or the operator's SMS forwarded by the receiving phone. */
export const decisionVias = ['person', 'sms'] as const;
export type DecisionVia = (typeof decisionVias)[number];

/** The currency of every FC amount; operators' SMS write it "CDF" or "FC". */
export const PAYMENT_CURRENCY = 'CDF';

/** Subscriptions and package purchases (spec 02 §4: "Validé" for a confirmed purchase). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'En attente',
  confirmed: 'Validé',
  rejected: 'Rejeté',
};

/** The admin's review of a mobile-money payment, alike for every kind. */
export const adminDecisionMessages = {
  confirmQuestion: 'Confirmer ce paiement ?',
  rejectQuestion: 'Rejeter ce paiement ?',
  statusUpdated: 'Statut mis à jour',
  statusFailed: 'Impossible de mettre à jour le statut',
} as const;

/** Course payments by mobile money (spec 02 §2 "Course payment page", "Instructor payment management"). */
export const paymentMessages = {
  // Spec 02 §5 "Course payment and package purchase".
  methodRequired: 'Sélectionnez un moyen de paiement',
  phoneRequired: 'Numéro de téléphone requis',
  // Spec 02 §8 "Payment page".
  courseNotFound: 'Cours non trouvé',
  noMethod: 'Aucun moyen de paiement configuré',
  pending: 'Paiement en attente',
  // Spec 02 §7 (PATCH /api/instructor/payment-requests/{id}).
  confirmed: 'Paiement confirmé',
  rejected: 'Paiement rejeté',
  // Not in the spec: the server's refusals.
  notFound: 'Demande de paiement non trouvée',
  courseFree: 'Ce cours est gratuit : inscrivez-vous directement',
  alreadyEnrolled: 'Vous êtes déjà inscrit à ce cours',
  alreadyConfirmed: 'Votre paiement pour ce cours a déjà été confirmé',
  ownCourse: 'Vous ne pouvez pas acheter votre propre cours',
  methodUnavailable: "Ce moyen de paiement n'est pas proposé pour ce cours",
  alreadyPending: 'Vous avez déjà une demande de paiement en attente pour ce cours',
  transactionUsed: 'Cet ID de transaction a déjà été utilisé',
  transactionTooLong: "L'ID de transaction est trop long",
  transactionInvalid:
    "L'ID de transaction ne peut contenir que des lettres (A à Z), des chiffres, des points et des tirets",
  proofInvalid: "La capture d'écran doit être une image (JPEG, PNG ou WebP) que vous avez envoyée",
  proofNotYours: "Cette capture d'écran a été envoyée par quelqu'un d'autre",
  alreadyDecided: 'Cette demande de paiement a déjà été traitée',
  smsTextTooLong: 'Le SMS collé est trop long (1 000 caractères au plus)',
  reasonTooLong: 'Le motif est trop long (500 caractères au plus)',
  ownDecision:
    'Vous ne pouvez pas décider de votre propre paiement : un autre administrateur le fera',
  notAutomatic: 'Seule une confirmation automatique (par SMS) peut être annulée ainsi',
  smsNotFound: 'SMS non trouvé',
  smsAlreadyAttached: 'Ce SMS est déjà associé à un paiement',
  // Spec-free: the buyer's list of every payment, and the deciders' bell.
  pendingTitle: 'Paiement à vérifier',
  reversed: 'Confirmation annulée',
  forbidden: 'Seul le formateur du cours ou un administrateur peut gérer ses paiements',
  statusInvalid: 'Choisissez de confirmer ou de rejeter le paiement',
} as const;

/** How a course payment request's status reads (the student's dashboard, the instructor's table). */
export const paymentRequestStatusLabels: Record<PaymentStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  rejected: 'Rejeté',
};

/** The minimum length of a phone number as typed (spec 02 §9). */
export const PAYMENT_PHONE_MIN_LENGTH = 10;
export const TRANSACTION_ID_MAX_LENGTH = 100;
/** The operator's SMS as the buyer pastes it: longer than any operator's confirmation. */
export const SMS_TEXT_MAX_LENGTH = 1000;
