/**
 * Demo quizzes, keyed by course key (the key `seedCourses` and `seedLessons` use). Every course
 * with lessons has at least one published quiz about the content of its lessons, mixing the three
 * question types.
 */
import type { QuestionInput, QuizInput } from '../factories/quizzes.ts';
import type { SeedQuestion, SeedQuiz } from './types.ts';
import { businessMarketingQuizzes } from './quizzes-business-marketing.ts';
import { personalLanguagesQuizzes } from './quizzes-personal-languages.ts';
import { programmingDesignQuizzes } from './quizzes-programming-design.ts';

/** Quizzes of every seeded course, keyed by course key (one file per pair of categories, like the lessons). */
export const seedQuizzes: Record<string, SeedQuiz[]> = {
  ...programmingDesignQuizzes,
  ...businessMarketingQuizzes,
  ...personalLanguagesQuizzes,
};

/** A demo question as the quiz factory takes it: true/false questions get « Vrai » then « Faux ». */
function questionInput(question: SeedQuestion): QuestionInput {
  const { questionText, type, points, explanation } = question;
  const choices =
    question.type === 'true_false'
      ? [
          { choiceText: 'Vrai', isCorrect: question.answer },
          { choiceText: 'Faux', isCorrect: !question.answer },
        ]
      : question.choices.map((choiceText, i) => ({
          choiceText,
          isCorrect: question.correct.includes(i),
        }));
  return { questionText, type, points, explanation, choices };
}

/** Every demo quiz as factory input, for one multi-row insert per table. */
export function seedQuizInputs(
  courseIdOf: (courseKey: string) => string,
  createdAtOf: (courseKey: string, index: number) => Date,
): QuizInput[] {
  return Object.entries(seedQuizzes).flatMap(([courseKey, list]) =>
    list.map(({ questions, ...quiz }, quizIndex) => {
      const createdAt = createdAtOf(courseKey, quizIndex);
      return {
        ...quiz,
        courseId: courseIdOf(courseKey),
        createdAt,
        updatedAt: createdAt,
        questions: questions.map(questionInput),
      };
    }),
  );
}
