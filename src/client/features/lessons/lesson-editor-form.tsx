import { useState } from 'react';
import type { z } from 'zod';
import type { Lesson } from '@contract/courses';
import { lessonCreateSchema, lessonUpdateSchema } from '@contract/lessons';
import { Button } from '@client/components/ui/button';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from '@client/components/ui/card';
import { UploadUrlField } from '@client/components/upload/upload-url-field';
import { toast } from '@client/components/ui/use-toast';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, TextareaField } from '@client/lib/forms/fields';
import { TitleDescriptionFields } from '@client/lib/forms/title-description-fields';
import { positiveWhole, wholeNumber } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';

/** What the form holds: every field present, text fields as strings. */
export interface LessonFormValues {
  /** Sent only when creating. */
  courseId: string;
  title: string;
  description: string;
  content: string;
  videoUrl: string;
  fileUrl: string;
  order: number;
  /** Minutes; null when left empty. */
  duration: number | null;
  isFree: boolean;
}

/** What is sent: POST /api/lessons (with courseId) or PATCH /api/lessons/{id} (without). */
export type LessonPayload = z.output<typeof lessonUpdateSchema> & { courseId?: string };

export function lessonFormDefaults(
  courseId: string,
  lesson: Lesson | undefined,
  nextOrder: number,
): LessonFormValues {
  return {
    courseId,
    title: lesson?.title ?? '',
    description: lesson?.description ?? '',
    content: lesson?.content ?? '',
    videoUrl: lesson?.videoUrl ?? '',
    fileUrl: lesson?.fileUrl ?? '',
    order: lesson?.order ?? nextOrder,
    duration: lesson?.duration ?? null,
    isFree: lesson?.isFree ?? false,
  };
}

export interface LessonEditorFormProps {
  courseId: string;
  /** The lesson being edited; undefined to create one. */
  lesson?: Lesson;
  /** The order a new lesson gets: the number of existing lessons plus 1. */
  nextOrder: number;
  /** Saves and resolves once done; a rejection is shown (fields and toast) and the form stays. */
  onSave: (payload: LessonPayload) => Promise<void>;
}

/** The lesson form (spec 01 §2 "Lesson editor", §5 "Lesson form"), with its file uploads. */
export function LessonEditorForm({ courseId, lesson, nextOrder, onSave }: LessonEditorFormProps) {
  const isNew = !lesson;
  const [uploads, setUploads] = useState(0);
  const form = useContractForm<LessonFormValues, LessonPayload>(
    isNew ? lessonCreateSchema : lessonUpdateSchema,
    lessonFormDefaults(courseId, lesson, nextOrder),
  );
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      applyServerErrors(form, err);
      toast({ variant: 'destructive', title: 'Erreur', description: 'Une erreur est survenue' });
    }
  });

  const trackUpload = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)));
  const uploading = uploads > 0;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <TitledCard title="Contenu de la leçon" contentClassName="grid gap-4">
        <TitleDescriptionFields form={form} descriptionRows={3} />
        <TextareaField
          form={form}
          name="content"
          label="Contenu"
          hint="Le texte de la leçon ; les retours à la ligne sont conservés."
          rows={10}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField form={form} name="order" label="Ordre" {...positiveWhole} />
          <NumberField
            form={form}
            name="duration"
            label="Durée (minutes)"
            optional
            {...wholeNumber}
          />
        </div>
        <LabelledCheckbox
          label="Aperçu gratuit (leçon accessible sans inscription)"
          {...form.register('isFree')}
        />
      </TitledCard>

      <Card>
        <CardHeader>
          <CardTitle>Vidéo et document</CardTitle>
          <p className="text-sm text-muted-foreground">
            Collez une adresse ou envoyez un fichier depuis votre appareil : vidéo jusqu&apos;à 500
            Mo (mp4, webm, ogg), document jusqu&apos;à 100 Mo (pdf, ppt, pptx, doc, docx).
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <UploadUrlField
            form={form}
            name="videoUrl"
            label="Adresse de la vidéo"
            fileLabel="Vidéo de la leçon"
            kind="video"
            onBusyChange={trackUpload}
          />
          <UploadUrlField
            form={form}
            name="fileUrl"
            label="Adresse du document"
            fileLabel="Document de la leçon"
            kind="document"
            onBusyChange={trackUpload}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? (
          <p className="text-sm text-muted-foreground" role="status">
            Patientez jusqu&apos;à la fin de l&apos;envoi du fichier.
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting || uploading} className="w-full sm:w-auto">
          {isSubmitting ? 'Enregistrement...' : isNew ? 'Créer la leçon' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
