import type { RefObject } from 'react';
import type { QuizAnswers, TakingQuiz } from '@contract/quizzes';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

type TakingQuestion = TakingQuiz['questions'][number];

const typeHints: Record<TakingQuestion['type'], string> = {
  single_choice: 'Une seule réponse',
  multiple_choice: 'Plusieurs réponses possibles',
  true_false: 'Vrai ou faux',
};

/** One question with its choices: radio buttons, or checkboxes for multiple choice. */
export function QuizQuestion({
  question,
  number,
  answer,
  disabled,
  headingRef,
  onChoose,
}: {
  question: TakingQuestion;
  number: number;
  answer: QuizAnswers[string] | undefined;
  disabled: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (choiceId: string, checked: boolean) => void;
}) {
  const multiple = question.type === 'multiple_choice';
  const chosen = new Set(Array.isArray(answer) ? answer : answer ? [answer] : []);
  const headingId = `question-${question.id}`;

  return (
    <Card className="p-4 sm:p-6">
      <fieldset aria-labelledby={headingId} disabled={disabled} className="grid min-w-0 gap-4">
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-semibold text-primary">Question {number}</span>
            <span>{typeHints[question.type]}</span>
            {question.points > 1 ? (
              <Badge variant="secondary">{question.points} points</Badge>
            ) : null}
          </p>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold break-words whitespace-pre-line outline-none sm:text-xl"
          >
            {question.questionText}
          </h2>
        </div>
        <ul className="grid gap-2">
          {question.choices.map((choice) => {
            const checked = chosen.has(choice.id);
            return (
              <li key={choice.id}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring',
                    checked && 'border-primary bg-accent',
                    disabled && 'cursor-not-allowed hover:bg-transparent',
                  )}
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`answer-${question.id}`}
                    value={choice.id}
                    checked={checked}
                    onChange={(e) => onChoose(choice.id, e.target.checked)}
                    className="size-4 shrink-0 accent-[var(--color-primary)]"
                  />
                  <span className="break-words">{choice.choiceText}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
}
