/**
 * Internship requests: statuses, transitions, labels and French messages (spec 02 §2, §4, §5, §7,
 * §8). Zod-free on purpose: the admin page imports these without pulling the schema library into
 * its chunk.
 */

/** The life of an internship request (spec 02 §4). New requests start as pending. */
export const internshipStatuses = ['pending', 'approved', 'rejected', 'completed'] as const;
export type InternshipStatus = (typeof internshipStatuses)[number];

/**
 * The only moves an admin may make (spec 02 §4): pending → approved or rejected, approved →
 * completed. Rejected and completed requests never change again.
 */
export const internshipTransitions: Record<InternshipStatus, readonly InternshipStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

/** The status a request must be in to move to `to`; null when no move leads there. */
export function internshipStatusBefore(to: InternshipStatus): InternshipStatus | null {
  for (const from of internshipStatuses) if (internshipTransitions[from].includes(to)) return from;
  return null;
}

/** A request's status badge. */
export const internshipStatusLabels: Record<InternshipStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Rejeté',
  completed: 'Terminé',
};

/** The admin page's counters and status filter ("all" plus each status). */
export const internshipFilterLabels: Record<'all' | InternshipStatus, string> = {
  all: 'Tous',
  pending: 'En attente',
  approved: 'Approuvés',
  rejected: 'Rejetés',
  completed: 'Terminés',
};

/** What an admin's button does to a request. */
export const internshipActionLabels: Record<Exclude<InternshipStatus, 'pending'>, string> = {
  approved: 'Approuver',
  rejected: 'Rejeter',
  completed: 'Marquer terminé',
};

export const internshipMessages = {
  // Spec 02 §5 "Internship request".
  courseRequired: 'Veuillez sélectionner un cours',
  companyRequired: "Le nom de l'entreprise est requis",
  positionRequired: 'Le poste est requis',
  startRequired: 'La date de début est requise',
  endRequired: 'La date de fin est requise',
  emailInvalid: 'Email invalide',
  // Spec 02 §7 and §8.
  submitted: 'Demande soumise',
  submitFailed: "Impossible d'envoyer la demande",
  statusUpdated: 'Statut mis à jour',
  statusFailed: 'Impossible de mettre à jour le statut',
  // Not in the spec: the further rules and the server's refusals.
  endBeforeStart: 'La date de fin doit être après la date de début',
  dateInvalid: 'Date invalide',
  phoneInvalid: 'Numéro de téléphone invalide',
  tooLong: 'Ce texte est trop long',
  statusInvalid: 'Choisissez un statut : en attente, approuvé, rejeté ou terminé',
  notEnrolled:
    'Vous devez être inscrit à ce cours pour y rattacher une demande de stage : choisissez un de vos cours',
  notFound: 'Demande de stage non trouvée',
  studentsOnly: 'Seuls les étudiants peuvent soumettre une demande de stage',
  transitionRefused: "Ce changement de statut n'est pas permis pour cette demande",
} as const;

/** The precise 409 message: from which status to which one the move was refused. */
export function internshipTransitionRefused(from: InternshipStatus, to: InternshipStatus): string {
  const allowed = internshipTransitions[from].map((s) => `« ${internshipStatusLabels[s]} »`);
  const way =
    from === to
      ? 'la demande a déjà ce statut'
      : allowed.length
        ? `elle ne peut passer qu'à ${allowed.join(' ou ')}`
        : 'son statut ne peut plus changer';
  return `Impossible de passer cette demande de « ${internshipStatusLabels[from]} » à « ${internshipStatusLabels[to]} » : ${way}`;
}

/**
 * The student's notification of a new status (type internship_status, link /internships): the
 * title, and a message naming the position, the company and the new status.
 */
export function internshipStatusNotice(
  status: Exclude<InternshipStatus, 'pending'>,
  { companyName, position }: { companyName: string; position: string },
): { title: string; message: string } {
  const what = `Votre demande de stage « ${position} » chez ${companyName}`;
  const notice = {
    approved: {
      title: 'Demande de stage approuvée',
      message: `${what} a été approuvée. Bon stage !`,
    },
    rejected: {
      title: 'Demande de stage rejetée',
      message: `${what} a été rejetée. Vous pouvez soumettre une nouvelle demande.`,
    },
    completed: {
      title: 'Stage terminé',
      message: `Votre stage « ${position} » chez ${companyName} est marqué comme terminé. Félicitations !`,
    },
  }[status];
  return {
    title: notice.title,
    message: `${notice.message} (statut : ${internshipStatusLabels[status]})`,
  };
}

/**
 * The instant a chosen day is stored as: noon UTC of that day (docs/decisions/0009-internships.md).
 * It reads as the same day everywhere from UTC−11 to UTC+11, so in Kinshasa (UTC+1) and
 * Lubumbashi (UTC+2) alike, whatever the browser's time zone.
 */
export const internshipDayToDate = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** Text limits of a request. */
export const INTERNSHIP_TEXT_MAX = 200;
export const INTERNSHIP_DESCRIPTION_MAX = 4000;
export const INTERNSHIP_PHONE_MAX = 30;
