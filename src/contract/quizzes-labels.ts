/**
 * Quiz question types, timing constants and French messages. Zod-free on purpose: the editor and
 * the quiz pages import these without pulling the schema library into their chunk.
 */
export const questionTypes = ['single_choice', 'multiple_choice', 'true_false'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Seconds after the time limit during which a submission still counts in full (network delay). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 10;
/**
 * From this many seconds before the time limit, a submission may leave questions unanswered
 * (they count as wrong): the automatic submission at zero sends what was answered, and the
 * browser's clock may run a little ahead of the server's.
 */
export const QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS = 5;

export const quizMessages = {
  notFound: 'Quiz non trouvé',
  resultNotFound: 'Résultat non trouvé',
  attemptNotFound: 'Tentative non trouvée',
  submitFailed: 'Impossible de soumettre le quiz',
  notEnrolled: 'Inscrivez-vous au cours pour passer ce quiz',
  notStarted: 'Ouvrez le quiz avant de le soumettre',
  alreadySubmitted: 'Ce quiz a déjà été soumis',
  timeUp: 'Temps écoulé',
  unanswered: 'Répondez à toutes les questions avant de soumettre',
  unknownQuestion: "Cette question n'appartient pas au quiz",
  foreignChoice: "Ce choix n'appartient pas à la question",
  oneChoiceExpected: 'Une seule réponse est attendue',
  listExpected: 'Une liste de réponses est attendue',
  // Editor
  titleRequired: 'Le titre est requis',
  questionTextRequired: "L'énoncé de la question est requis",
  choiceTextRequired: 'Le texte du choix est requis',
  passingScoreInvalid: 'Le score minimum doit être compris entre 0 et 100',
  timeLimitInvalid: 'La durée doit être un nombre entier de minutes positif',
  pointsInvalid: 'Les points doivent être un nombre entier positif ou nul',
  linkInvalid: 'Le lien doit commencer par http:// ou https://',
  exactlyOneCorrect: 'Cette question doit avoir exactement une bonne réponse',
  atLeastOneCorrect: 'Cette question doit avoir au moins une bonne réponse',
  trueFalseTwoChoices: 'Une question vrai/faux a exactement deux choix',
  atLeastTwoChoices: 'Une question a au moins deux choix',
  forbidden: 'Vous ne pouvez modifier que les quiz de vos propres cours',
  tooLong: 'Texte trop long',
} as const;
