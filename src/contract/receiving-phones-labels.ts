/**
 * Receiving phones, their SMS inbox and the SMS templates: limits and French messages
 * (docs/decisions/0014-sms-matching.md). Zod-free on purpose: the pages import these without
 * pulling the schema library into their chunk.
 */

/** Longest sender name or number an SMS may come from. */
export const SMS_SENDER_MAX_LENGTH = 100;
/** Longest template pattern (a regular expression's source). */
export const SMS_PATTERN_MAX_LENGTH = 2000;
export const SMS_TEMPLATE_NAME_MAX_LENGTH = 100;
/** How many sender names a template may list. */
export const SMS_TEMPLATE_SENDERS_MAX = 20;

/** The JSON names Android SMS-forwarding apps give the sender, the text and the time. */
export const smsInboxSenderFields = [
  'from',
  'sender',
  'phone',
  'number',
  'address',
  'originatingAddress',
] as const;
export const smsInboxTextFields = ['text', 'message', 'body', 'content', 'msg'] as const;
export const smsInboxTimeFields = [
  'receivedAt',
  'sentStamp',
  'receivedStamp',
  'timestamp',
  'time',
  'date',
] as const;

export const receivingPhoneMessages = {
  // The phones.
  pageTitle: 'Téléphones de réception',
  operatorRequired: 'Choisissez un opérateur : M-Pesa, Airtel Money, Orange Money ou Afrimoney',
  autoConfirmInvalid: 'Indiquez si les paiements doivent être confirmés automatiquement',
  autoConfirmLabel: 'Confirmer automatiquement les paiements qui correspondent',
  modeAuto: 'Confirmation automatique',
  modeReview: 'Revue',
  notFound: 'Téléphone de réception non trouvé',
  duplicate: 'Ce numéro est déjà enregistré comme téléphone de réception',
  created: 'Téléphone de réception enregistré',
  createFailed: "Impossible d'enregistrer le téléphone",
  updated: 'Mode du téléphone mis à jour',
  updateFailed: 'Impossible de changer le mode du téléphone',
  rotated: 'Nouvelle adresse de transfert créée',
  rotateFailed: 'Impossible de créer une nouvelle adresse',
  rotateConfirm:
    "L'adresse actuelle cessera de fonctionner tout de suite : il faudra mettre la nouvelle dans l'application du téléphone. Continuer ?",
  revoked: 'Téléphone révoqué',
  revokeFailed: 'Impossible de révoquer le téléphone',
  revokeConfirm:
    'Ce téléphone ne pourra plus transmettre de SMS à Kelasi. Les SMS déjà reçus sont conservés. Continuer ?',
  forwardingTitle: 'Adresse de transfert',
  forwardingWarning:
    "Cette adresse ne sera plus affichée. Gardez-la secrète : elle permet d'enregistrer des SMS reçus sur ce téléphone.",
  copied: 'Adresse copiée',
  copyFailed: "Impossible de copier l'adresse : sélectionnez-la et copiez-la à la main",
  // Its SMS.
  unknownSender: 'expéditeur inconnu',
  matched: 'Associé à un paiement',
  unmatched: 'Non associé',
  noSms: 'Aucun SMS reçu pour le moment.',
  unmatchedInvalid: 'Le filtre « non associés » vaut true ou false',
  // The inbox (what a forwarding app is told).
  inboxInvalid: 'Adresse de transfert invalide ou révoquée',
  inboxLimit: 'Trop de SMS reçus en peu de temps. Réessayez dans une minute.',
  smsBodyInvalid: 'Envoyez le SMS en JSON, par exemple {"from": "M-PESA", "text": "…"}',
  smsFieldInvalid: 'Ce champ doit être un texte ou un nombre',
  smsSenderRequired:
    "L'expéditeur du SMS est requis (champ from, sender, phone, number, address ou originatingAddress)",
  smsSenderTooLong: `L'expéditeur du SMS est trop long (${SMS_SENDER_MAX_LENGTH} caractères au plus)`,
  smsTextRequired: 'Le texte du SMS est requis (champ text, message, body, content ou msg)',
  smsTextTooLong: 'Le texte du SMS est trop long (2 000 caractères au plus)',
  smsTimeInvalid:
    'La date de réception du SMS est invalide : une date ISO 8601, ou un horodatage en millisecondes ou en secondes',
  // The templates (admin).
  templatesTitle: 'Modèles de SMS',
  templateNotFound: 'Modèle de SMS non trouvé',
  templateDefault:
    'Un modèle fourni avec Kelasi ne peut pas être supprimé : désactivez-le plutôt (case « Actif »)',
  templateNameRequired: 'Le nom du modèle est requis',
  templateNameTooLong: `Le nom du modèle est trop long (${SMS_TEMPLATE_NAME_MAX_LENGTH} caractères au plus)`,
  patternRequired: 'Le modèle (expression régulière) est requis',
  patternTooLong: `Le modèle est trop long (${SMS_PATTERN_MAX_LENGTH} caractères au plus)`,
  patternGroupMissing:
    "Le modèle doit lire au moins l'ID de transaction, (?<transactionId>…), ou le montant, (?<amount>…)",
  senderInvalid: `Chaque expéditeur doit faire de 1 à ${SMS_SENDER_MAX_LENGTH} caractères`,
  sendersTooMany: `${SMS_TEMPLATE_SENDERS_MAX} expéditeurs au plus`,
  flagInvalid: 'Cochez ou décochez la case',
  previewTextTooLong: "L'exemple de SMS est trop long (2 000 caractères au plus)",
  unverified: 'à vérifier sur un vrai SMS',
  templateCreated: 'Modèle de SMS créé',
  templateUpdated: 'Modèle de SMS mis à jour',
  templateSaveFailed: 'Impossible de sauvegarder le modèle',
  templateDeleted: 'Modèle de SMS supprimé',
  templateDeleteFailed: 'Impossible de supprimer le modèle',
  templateDeleteConfirm:
    'Supprimer ce modèle de SMS ? Les SMS déjà lus gardent ce qui en a été lu.',
} as const;

/** What a template's named groups are called on screen. */
export const smsGroupLabels: Record<string, string> = {
  transactionId: 'ID de transaction',
  amount: 'Montant',
  currency: 'Devise',
  payer: 'Numéro du payeur',
  date: 'Date',
};
