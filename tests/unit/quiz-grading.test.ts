import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS,
  QUIZ_SUBMIT_GRACE_SECONDS,
  quizMessages,
  type QuestionType,
} from '../../src/contract/quizzes-labels.ts';
import {
  canSaveAnswers,
  checkAnswers,
  chosenIds,
  gradeQuiz,
  isAnswerCorrect,
  normalizeAnswers,
  percentOf,
  remainingSeconds,
  submissionTiming,
  type AnswerValue,
  type GradingQuestion,
} from '../../src/server/modules/quizzes/quiz-grading.ts';

// ---------------------------------------------------------------------------
// Generators: questions that satisfy the editor's rules, and any answers at all
// ---------------------------------------------------------------------------

let next = 0;
const uid = (prefix: string) => `${prefix}-${(next += 1)}`;

/** A question as the editor allows it: one correct choice, or at least one for multiple choice. */
const questionArb: fc.Arbitrary<GradingQuestion> = fc
  .record({
    type: fc.constantFrom<QuestionType>('single_choice', 'multiple_choice', 'true_false'),
    points: fc.integer({ min: 0, max: 10 }),
    size: fc.integer({ min: 2, max: 6 }),
    flags: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    correctIndex: fc.nat(),
  })
  .map(({ type, points, size, flags, correctIndex }) => {
    const n = type === 'true_false' ? 2 : size;
    const one = correctIndex % n;
    const choices = Array.from({ length: n }, (_, i) => ({
      id: uid('c'),
      isCorrect: type === 'multiple_choice' ? flags[i]! || i === one : i === one,
    }));
    return { id: uid('q'), type, points, choices };
  });

const quizArb = fc.array(questionArb, { minLength: 0, maxLength: 12 });

/** Any answer to a question: its own ids, foreign ids, the wrong shape, or nothing. */
const answerFor = (q: GradingQuestion): fc.Arbitrary<AnswerValue | undefined> => {
  const ids = q.choices.map((c) => c.id);
  const pool = [...ids, 'etranger-1', 'etranger-2', ''];
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...pool),
    fc.subarray(pool),
    fc.array(fc.constantFrom(...pool), { maxLength: 8 }),
  );
};

const quizWithAnswersArb = quizArb.chain((questions) =>
  fc.tuple(...questions.map(answerFor)).map((values) => {
    const answers: Record<string, AnswerValue> = {};
    questions.forEach((q, i) => {
      const v = values[i];
      if (v !== undefined) answers[q.id] = v;
    });
    return { questions, answers };
  }),
);

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

describe('grading properties', () => {
  it('scores any answer set between 0 and maxScore, maxScore being all points', () => {
    fc.assert(
      fc.property(
        quizWithAnswersArb,
        fc.integer({ min: 0, max: 100 }),
        ({ questions, answers }, pass) => {
          const grade = gradeQuiz(questions, answers, pass);
          const all = questions.reduce((sum, q) => sum + q.points, 0);
          expect(grade.maxScore).toBe(all);
          expect(grade.score).toBeGreaterThanOrEqual(0);
          expect(grade.score).toBeLessThanOrEqual(grade.maxScore);
          expect(grade.percent).toBeGreaterThanOrEqual(0);
          expect(grade.percent).toBeLessThanOrEqual(100);
          expect(grade.isPassed).toBe(grade.percent >= pass);
          // The score is the points of exactly the questions answered right.
          const rightPoints = questions
            .filter((q) => isAnswerCorrect(q, answers[q.id]))
            .reduce((sum, q) => sum + q.points, 0);
          expect(grade.score).toBe(rightPoints);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts a multiple-choice answer right if and only if it is exactly the correct set', () => {
    const multiple = questionArb.map((q) => ({
      ...q,
      type: 'multiple_choice' as const,
      choices:
        q.type === 'multiple_choice'
          ? q.choices
          : q.choices.map((c, i) => ({ ...c, isCorrect: c.isCorrect || i === 0 })),
    }));
    fc.assert(
      fc.property(
        multiple.chain((q) =>
          fc.tuple(
            fc.constant(q),
            fc.subarray(q.choices.map((c) => c.id)),
            fc.boolean(),
            fc.boolean(),
          ),
        ),
        ([q, chosen, shuffle, duplicate]) => {
          const correct = q.choices.filter((c) => c.isCorrect).map((c) => c.id);
          let answer = shuffle ? [...chosen].reverse() : chosen;
          if (duplicate && answer.length) answer = [...answer, answer[0]!];
          expect(isAnswerCorrect(q, answer)).toBe(sameSet(chosen, correct));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts a single-choice or true/false answer right if and only if the chosen choice is correct', () => {
    const single = questionArb.filter((q) => q.type !== 'multiple_choice');
    fc.assert(
      fc.property(
        single.chain((q) => fc.tuple(fc.constant(q), fc.constantFrom(...q.choices))),
        ([q, choice]) => {
          expect(isAnswerCorrect(q, choice.id)).toBe(choice.isCorrect);
          // A list is never a right answer to a one-choice question.
          expect(isAnswerCorrect(q, [choice.id])).toBe(false);
        },
      ),
    );
  });

  it('rounds the percent half up, exactly as integer arithmetic does', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((max) => fc.tuple(fc.integer({ min: 0, max }), fc.constant(max))),
        ([score, max]) => {
          // round(100 × score ÷ max) with halves up, in integers: ⌊(200·score + max) ÷ (2·max)⌋.
          expect(percentOf(score, max)).toBe(Math.floor((200 * score + max) / (2 * max)));
        },
      ),
      { numRuns: 2000 },
    );
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('passes at the boundary: 69.5 % rounds to 70 and passes at 70, 69.45 % does not', () => {
    expect(percentOf(139, 200)).toBe(70);
    expect(percentOf(1389, 2000)).toBe(69);
    const quiz = (score: number, max: number): GradingQuestion[] => [
      {
        id: 'ok',
        type: 'single_choice',
        points: score,
        choices: [
          { id: 'a', isCorrect: true },
          { id: 'b', isCorrect: false },
        ],
      },
      {
        id: 'ko',
        type: 'single_choice',
        points: max - score,
        choices: [
          { id: 'c', isCorrect: true },
          { id: 'd', isCorrect: false },
        ],
      },
    ];
    const answers = { ok: 'a', ko: 'd' };
    expect(gradeQuiz(quiz(139, 200), answers, 70)).toMatchObject({
      score: 139,
      maxScore: 200,
      percent: 70,
      isPassed: true,
    });
    expect(gradeQuiz(quiz(1389, 2000), answers, 70)).toMatchObject({
      percent: 69,
      isPassed: false,
    });
    expect(gradeQuiz(quiz(139, 200), answers, 71).isPassed).toBe(false);
    // An empty quiz scores 0 %: passes only at a passing score of 0.
    expect(gradeQuiz([], {}, 0)).toMatchObject({
      score: 0,
      maxScore: 0,
      percent: 0,
      isPassed: true,
    });
    expect(gradeQuiz([], {}, 70).isPassed).toBe(false);
  });
});

describe('checkAnswers', () => {
  const complete = (questions: GradingQuestion[]) =>
    Object.fromEntries(
      questions.map((q) => {
        const ids = q.choices.filter((c) => c.isCorrect).map((c) => c.id);
        return [q.id, q.type === 'multiple_choice' ? ids : ids[0]!];
      }),
    );

  it('accepts complete answers and reports each missing one', () => {
    fc.assert(
      fc.property(
        quizArb.filter((qs) => qs.length > 0),
        fc.nat(),
        (questions, pick) => {
          const answers = complete(questions);
          expect(checkAnswers(questions, answers, { requireAll: true }).problem).toBeNull();
          const missing = questions[pick % questions.length]!;
          delete answers[missing.id];
          const check = checkAnswers(questions, answers, { requireAll: true });
          expect(check.problem).toBe('unanswered');
          expect(check.fields).toEqual({ [`answers.${missing.id}`]: quizMessages.unanswered });
          // Partial answers are fine while taking (progress saves) and at the time limit.
          expect(checkAnswers(questions, answers, { requireAll: false }).problem).toBeNull();
        },
      ),
    );
  });

  it('never accepts an id that is not a choice of its question', () => {
    fc.assert(
      fc.property(
        quizArb.filter((qs) => qs.length >= 2),
        fc.nat(),
        (questions, pick) => {
          const a = questions[pick % questions.length]!;
          const b = questions[(pick + 1) % questions.length]!;
          const answers = complete(questions);
          const foreign = b.choices[0]!.id;
          answers[a.id] = a.type === 'multiple_choice' ? [foreign] : foreign;
          const check = checkAnswers(questions, answers, { requireAll: false });
          expect(check.problem).toBe('foreignChoice');
          expect(check.fields[`answers.${a.id}`]).toBe(quizMessages.foreignChoice);
        },
      ),
    );
  });

  it('reports unknown questions first, then shapes, then missing answers', () => {
    /** A one-point question with two choices, `${id}1` right and `${id}2` wrong. */
    const twoChoices = (id: string, type: QuestionType): GradingQuestion => ({
      id,
      type,
      points: 1,
      choices: [
        { id: `${id}1`, isCorrect: true },
        { id: `${id}2`, isCorrect: false },
      ],
    });
    const qs = [
      twoChoices('s', 'single_choice'),
      twoChoices('m', 'multiple_choice'),
      twoChoices('t', 'true_false'),
    ];
    const check = checkAnswers(qs, { x: 's1', s: ['s1'], m: 'm1' }, { requireAll: true });
    expect(check.problem).toBe('unknownQuestion');
    expect(check.fields).toEqual({
      'answers.x': quizMessages.unknownQuestion,
      'answers.s': quizMessages.oneChoiceExpected,
      'answers.m': quizMessages.listExpected,
      'answers.t': quizMessages.unanswered,
    });
    expect(checkAnswers(qs, { s: ['s1'] }, { requireAll: false }).problem).toBe(
      'oneChoiceExpected',
    );
    expect(checkAnswers(qs, { s: '', m: [] }, { requireAll: false }).problem).toBeNull();
  });

  it('normalizes answers: drops empty ones, removes duplicates', () => {
    expect(normalizeAnswers({ a: '', b: [], c: 'x', d: ['y', 'y', 'z'] })).toEqual({
      c: 'x',
      d: ['y', 'z'],
    });
    expect(chosenIds(undefined)).toEqual([]);
    expect(chosenIds('')).toEqual([]);
  });
});

describe('time limit', () => {
  const startedAt = new Date('2025-03-10T08:00:00Z');
  const clock = { startedAt, timeLimit: 10 };
  const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);
  const limit = 600;

  it('counts remaining seconds down to zero, never below; null when untimed', () => {
    expect(remainingSeconds(clock, at(0))).toBe(600);
    expect(remainingSeconds(clock, at(59.5))).toBe(540);
    expect(remainingSeconds(clock, at(limit))).toBe(0);
    expect(remainingSeconds(clock, at(limit + 3600))).toBe(0);
    expect(remainingSeconds({ startedAt, timeLimit: null }, at(99_999))).toBeNull();
  });

  it('classifies submissions: open, at the limit (with tolerance and grace), late', () => {
    const tolerance = QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS;
    const grace = QUIZ_SUBMIT_GRACE_SECONDS;
    expect(submissionTiming(clock, at(0))).toBe('open');
    expect(submissionTiming(clock, at(limit - tolerance - 0.001))).toBe('open');
    expect(submissionTiming(clock, at(limit - tolerance))).toBe('limit');
    expect(submissionTiming(clock, at(limit + grace))).toBe('limit');
    expect(submissionTiming(clock, at(limit + grace + 0.001))).toBe('late');
    expect(submissionTiming({ startedAt, timeLimit: null }, at(10 ** 7))).toBe('open');
    expect(canSaveAnswers(clock, at(limit + grace))).toBe(true);
    expect(canSaveAnswers(clock, at(limit + grace + 1))).toBe(false);
  });
});
