import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import type { QuizAnswers, TakingQuiz } from '@contract/quizzes';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { isAnswered } from './quiz-answers';

/** Previous / next (or submit on the last question), and a button per question to jump to it. */
export function QuestionNavigation({
  questions,
  answers,
  index,
  canSubmit,
  locked,
  navLocked,
  submitting,
  onGoTo,
  onSubmit,
}: {
  questions: TakingQuiz['questions'];
  answers: QuizAnswers;
  /** The question shown. */
  index: number;
  /** False in a preview: nothing can be sent. */
  canSubmit: boolean;
  /** Answers and submission are closed. */
  locked: boolean;
  /** Moving between questions is closed too (time up, sending, sent). */
  navLocked: boolean;
  submitting: boolean;
  onGoTo: (index: number) => void;
  onSubmit: () => void;
}) {
  const isLast = index >= questions.length - 1;
  return (
    <nav aria-label="Navigation entre les questions" className="grid gap-4">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-between">
        <Button
          variant="outline"
          disabled={navLocked || index === 0}
          onClick={() => onGoTo(index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Précédent
        </Button>
        {isLast && canSubmit ? (
          <Button onClick={onSubmit} disabled={locked}>
            <Send aria-hidden="true" />
            {submitting ? 'Envoi...' : 'Soumettre le quiz'}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={navLocked || isLast}
            onClick={() => onGoTo(index + 1)}
          >
            Suivant
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <ol className="flex flex-wrap justify-center gap-2">
        {questions.map((q, i) => {
          const answered = isAnswered(answers[q.id]);
          const current = i === index;
          return (
            <li key={q.id}>
              <button
                type="button"
                disabled={navLocked}
                onClick={() => onGoTo(i)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Question ${i + 1}${answered ? ' (répondue)' : ''}`}
                className={cn(
                  'flex size-10 items-center justify-center rounded-md border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
                  answered
                    ? 'border-primary bg-accent text-primary'
                    : 'border-input bg-card hover:bg-accent',
                  current && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                )}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
