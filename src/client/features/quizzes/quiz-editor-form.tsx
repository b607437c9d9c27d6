import { useFieldArray } from 'react-hook-form';
import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { quizCreateSchema, quizUpdateSchema, type EditableQuiz } from '@contract/quizzes-editor';
import { Button } from '@client/components/ui/button';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { TitledCard } from '@client/components/ui/card';
import { useEditorPaths } from '@client/components/layout/editor-frame';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, TextField } from '@client/lib/forms/fields';
import { TitleDescriptionFields } from '@client/lib/forms/title-description-fields';
import { positiveWhole } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { toastError } from '@client/lib/toast-error';
import {
  formFieldOf,
  newQuestion,
  quizFormDefaults,
  type QuizFormValues,
  type QuizPayload,
} from './quiz-editor-values';
import { QuestionFields } from './quiz-question-fields';

export interface QuizEditorFormProps {
  courseId: string;
  /** The quiz being edited; undefined to create one. */
  quiz?: EditableQuiz;
  /** Saves and resolves once done; a rejection is shown (fields and toast) and the form stays. */
  onSave: (payload: QuizPayload) => Promise<void>;
}

/** The quiz form: settings, then the questions with their choices and right answers. */
export function QuizEditorForm({ courseId, quiz, onSave }: QuizEditorFormProps) {
  const paths = useEditorPaths();
  const isNew = !quiz;
  const form = useContractForm<QuizFormValues, QuizPayload>(
    isNew ? quizCreateSchema : quizUpdateSchema,
    quizFormDefaults(courseId, quiz),
  );
  const { isSubmitting } = form.formState;
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      applyServerErrors(form, err, { fieldOf: formFieldOf });
      toastError(err, 'Une erreur est survenue');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <TitledCard title="Paramètres du quiz" contentClassName="grid gap-4">
        <TitleDescriptionFields form={form} descriptionRows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            form={form}
            name="passingScore"
            label="Score minimum (%)"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
          />
          <NumberField
            form={form}
            name="timeLimit"
            label="Durée (minutes)"
            hint="Laissez vide pour un quiz sans limite de temps."
            optional
            {...positiveWhole}
          />
        </div>
        <TextField
          form={form}
          name="externalLink"
          label="Lien externe (facultatif)"
          hint="Une ressource à consulter, affichée sur la page du quiz."
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
        />
        <LabelledCheckbox
          label="Publié (visible par les étudiants inscrits)"
          {...form.register('isPublished')}
        />
      </TitledCard>

      <section aria-labelledby="quiz-questions" className="grid gap-4">
        <h2 id="quiz-questions" className="text-xl font-semibold">
          Questions ({questions.fields.length})
        </h2>
        {questions.fields.length === 0 ? (
          <p className="text-muted-foreground">
            Aucune question pour le moment. Ajoutez la première question du quiz.
          </p>
        ) : null}
        {questions.fields.map((field, index) => (
          <QuestionFields
            key={field.key}
            form={form}
            index={index}
            total={questions.fields.length}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => questions.append(newQuestion())}
        >
          <Plus aria-hidden="true" />
          Ajouter une question
        </Button>
      </section>

      <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Button asChild variant="outline">
          <Link href={paths.courseEdit(courseId)}>Annuler</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement...' : isNew ? 'Créer le quiz' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
