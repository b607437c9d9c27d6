import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { questionTypes, type QuestionType } from '@contract/quizzes-labels';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { WithTooltip } from '@client/components/ui/tooltip';
import { NumberField, SelectField, TextareaField } from '@client/lib/forms/fields';
import { wholeNumber } from '@client/lib/forms/number-inputs';
import {
  TRUE_FALSE_TEXTS,
  questionTypeLabels,
  type QuizFormValues,
  type QuizPayload,
} from './quiz-editor-values';

const MAX_CHOICES = 20;

export interface QuestionFieldsProps {
  form: UseFormReturn<QuizFormValues, unknown, QuizPayload>;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One question of the editor: text, type, points, explanation and its choices. */
export function QuestionFields({ form, index, total, onMove, onRemove }: QuestionFieldsProps) {
  const {
    control,
    register,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = form;
  const base = `questions.${index}` as const;
  const choices = useFieldArray({ control, name: `${base}.choices`, keyName: 'key' });
  const type = useWatch({ control, name: `${base}.type` });
  const values = useWatch({ control, name: `${base}.choices` });
  const number = index + 1;
  const multiple = type === 'multiple_choice';
  const trueFalse = type === 'true_false';
  const questionErrors = errors.questions?.[index];
  const choicesError = questionErrors?.choices?.message ?? questionErrors?.choices?.root?.message;

  function revalidate() {
    if (isSubmitted) void trigger(`${base}.choices`);
  }

  function markCorrect(choiceIndex: number, checked: boolean) {
    const current = getValues(`${base}.choices`);
    current.forEach((_, k) => {
      const next = multiple
        ? k === choiceIndex
          ? checked
          : !!current[k]?.isCorrect
        : k === choiceIndex;
      setValue(`${base}.choices.${k}.isCorrect`, next, { shouldDirty: true });
    });
    revalidate();
  }

  function changeType(next: QuestionType) {
    const current = getValues(`${base}.choices`);
    if (next === 'true_false') {
      // A true/false question has the two choices "Vrai" and "Faux"; saved ids are kept.
      choices.replace(
        TRUE_FALSE_TEXTS.map((choiceText, k) => ({
          ...(current[k]?.id ? { id: current[k].id } : {}),
          choiceText,
          isCorrect: false,
        })),
      );
    } else if (next === 'single_choice') {
      // One right answer only: keep the first one marked.
      const first = current.findIndex((c) => c.isCorrect);
      current.forEach((_, k) =>
        setValue(`${base}.choices.${k}.isCorrect`, k === first, { shouldDirty: true }),
      );
    }
    revalidate();
  }

  return (
    <Card className="p-4 sm:p-5">
      <fieldset aria-labelledby={`question-${index}-title`} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`question-${index}-title`} className="text-lg font-semibold">
            Question {number}
          </h3>
          <div className="flex items-center gap-1">
            <MoveButton
              up
              number={number}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
            <MoveButton
              number={number}
              disabled={index >= total - 1}
              onClick={() => onMove(index + 1)}
            />
            <WithTooltip label={`Supprimer la question ${number}`}>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-destructive hover:text-destructive dark:text-red-400"
                onClick={onRemove}
                aria-label={`Supprimer la question ${number}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </WithTooltip>
          </div>
        </div>

        <TextareaField form={form} name={`${base}.questionText`} label="Énoncé" rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name={`${base}.type`}
            label="Type de question"
            options={questionTypes}
            optionLabel={(t) => questionTypeLabels[t]}
            onValueChange={changeType}
          />
          <NumberField form={form} name={`${base}.points`} label="Points" {...wholeNumber} />
        </div>

        <div className="grid gap-2">
          <p className="text-sm font-medium" id={`question-${index}-choices`}>
            Choix {multiple ? '(cochez toutes les bonnes réponses)' : '(cochez la bonne réponse)'}
          </p>
          <ul aria-labelledby={`question-${index}-choices`} className="grid gap-2">
            {choices.fields.map((choice, k) => {
              const inputId = `question-${index}-choice-${k}`;
              const choiceError = questionErrors?.choices?.[k]?.choiceText?.message;
              return (
                <li key={choice.key} className="grid gap-1">
                  <div className="flex items-center gap-2">
                    <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm">
                      <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={`question-${index}-correct`}
                        checked={!!values?.[k]?.isCorrect}
                        onChange={(e) => markCorrect(k, e.target.checked)}
                        className="size-4 accent-[var(--color-primary)]"
                      />
                      <span className="max-sm:sr-only">Correcte</span>
                      <span className="sr-only">
                        {' '}
                        : choix {k + 1} de la question {number}
                      </span>
                    </label>
                    <label htmlFor={inputId} className="sr-only">
                      Choix {k + 1} de la question {number}
                    </label>
                    <Input
                      id={inputId}
                      autoComplete="off"
                      placeholder={`Choix ${k + 1}`}
                      readOnly={trueFalse}
                      aria-invalid={choiceError ? true : undefined}
                      aria-describedby={choiceError ? `${inputId}-error` : undefined}
                      {...register(`${base}.choices.${k}.choiceText`)}
                    />
                    {trueFalse ? null : (
                      <WithTooltip label={`Retirer le choix ${k + 1} de la question ${number}`}>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          disabled={choices.fields.length <= 2}
                          onClick={() => {
                            choices.remove(k);
                            revalidate();
                          }}
                          aria-label={`Retirer le choix ${k + 1} de la question ${number}`}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </WithTooltip>
                    )}
                  </div>
                  {choiceError ? (
                    <p
                      id={`${inputId}-error`}
                      className="text-sm font-medium text-destructive dark:text-red-400"
                    >
                      {choiceError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {choicesError ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {choicesError}
            </p>
          ) : null}
          {trueFalse ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              disabled={choices.fields.length >= MAX_CHOICES}
              onClick={() => {
                choices.append({ choiceText: '', isCorrect: false });
                revalidate();
              }}
            >
              <Plus aria-hidden="true" />
              Ajouter un choix
            </Button>
          )}
        </div>

        <TextareaField
          form={form}
          name={`${base}.explanation`}
          label="Explication (facultatif)"
          hint="Affichée à l'étudiant avec la correction, après la soumission."
          rows={2}
        />
      </fieldset>
    </Card>
  );
}

/** Moves a question one place up or down. */
function MoveButton({
  up,
  number,
  disabled,
  onClick,
}: {
  up?: boolean;
  number: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const label = `${up ? 'Monter' : 'Descendre'} la question ${number}`;
  return (
    <WithTooltip label={label}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
      >
        {up ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}
