import { useForm, useFieldArray, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { quizCreateSchema, quizUpdateSchema, type EditableQuiz } from '@contract/quizzes';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, isApiError } from '@client/lib/api';
import {
  formFieldOf,
  newQuestion,
  quizFormDefaults,
  type QuizFormValues,
  type QuizPayload,
} from './quiz-editor-values';
import { QuestionFields } from './quiz-question-fields';

/** An empty number input means "not given" (null) rather than 0. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export interface QuizEditorFormProps {
  courseId: string;
  /** The quiz being edited; undefined to create one. */
  quiz?: EditableQuiz;
  /** Saves and resolves once done; a rejection is shown (fields and toast) and the form stays. */
  onSave: (payload: QuizPayload) => Promise<void>;
}

/** The quiz form: settings, then the questions with their choices and right answers. */
export function QuizEditorForm({ courseId, quiz, onSave }: QuizEditorFormProps) {
  const isNew = !quiz;
  const resolver = (
    isNew ? zodResolver(quizCreateSchema) : zodResolver(quizUpdateSchema)
  ) as Resolver<QuizFormValues, unknown, QuizPayload>;
  const form = useForm<QuizFormValues, unknown, QuizPayload>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: quizFormDefaults(courseId, quiz),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (isApiError(err) && err.fields) {
        for (const [serverField, message] of Object.entries(err.fields)) {
          const name = formFieldOf(serverField);
          if (name) setError(name as FieldPath<QuizFormValues>, { message }, { shouldFocus: true });
        }
      }
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, 'Une erreur est survenue'),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Paramètres du quiz</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Titre" error={errors.title?.message}>
            {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(field) => <Textarea {...field} rows={3} {...register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Score minimum (%)" error={errors.passingScore?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  {...register('passingScore', { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormField
              label="Durée (minutes)"
              hint="Laissez vide pour un quiz sans limite de temps."
              error={errors.timeLimit?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register('timeLimit', { setValueAs: optionalNumber })}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Lien externe (facultatif)"
            hint="Une ressource à consulter, affichée sur la page du quiz."
            error={errors.externalLink?.message}
          >
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                {...register('externalLink')}
              />
            )}
          </FormField>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-primary)]"
              {...register('isPublished')}
            />
            Publié (visible par les étudiants inscrits)
          </label>
        </CardContent>
      </Card>

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
          <Link href={`/instructor/course/${courseId}/edit`}>Annuler</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement...' : isNew ? 'Créer le quiz' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
