/** Quiz questions as the editor accepts them, for the API, end-to-end and factory set-ups. */

/** A choice, wrong unless told. */
export const choice = (choiceText: string, isCorrect = false) => ({ choiceText, isCorrect });

/** A true/false question whose right answer is "Vrai". */
export const trueFalse = (questionText: string) => ({
  questionText,
  type: 'true_false' as const,
  choices: [choice('Vrai', true), choice('Faux')],
});

/** A single-choice question: the first choice is the right one. */
export const singleChoice = (questionText: string, [right, ...wrong]: [string, ...string[]]) => ({
  questionText,
  type: 'single_choice' as const,
  choices: [choice(right, true), ...wrong.map((text) => choice(text))],
});

type NumericTypes = { explanation?: string; choices?: ReturnType<typeof choice>[] };

/**
 * The three-question Python quiz of the quiz API tests, one question of each type (4 points in
 * all). Its multiple-choice question, "int" and "float" right and "str" wrong, can be given an
 * explanation and its choices another order.
 */
export const pythonQuestions = (numericTypes: NumericTypes = {}) => [
  {
    ...singleChoice('Quel mot-clé définit une fonction en Python ?', ['def', 'func', 'function']),
    explanation: 'On écrit def suivi du nom de la fonction.',
  },
  {
    questionText: 'Lesquels sont des types numériques ?',
    type: 'multiple_choice' as const,
    points: 2,
    choices: [choice('int', true), choice('float', true), choice('str')],
    ...numericTypes,
  },
  trueFalse('Python distingue les majuscules des minuscules.'),
];
