import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Smartphone } from 'lucide-react';
import type { z } from 'zod';
import { COURSE_CATEGORIES, paymentMethodLabels, paymentMethods } from '@contract/common';
import type { PaymentMethod } from '@contract/payments-labels';
import { DRC_PHONE_EXAMPLE } from '@contract/phone';
import {
  accessTypes,
  courseCreateSchema,
  courseUpdateSchema,
  type CourseDetail,
} from '@contract/courses';
import {
  courseLevels,
  courseStatuses,
  courseStatusLabels,
  levelLabels,
} from '@contract/courses-labels';
import { mobileMoneyNumbersDefaults } from '@client/components/admin/mobile-money-numbers-fields';
import { lessonHoursLabel } from '@client/components/course/course-hours';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { UploadUrlField } from '@client/components/upload/upload-url-field';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { NumberField, SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { TitleDescriptionFields } from '@client/lib/forms/title-description-fields';
import { wholeNumber } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';

/** What the form holds: every field present, text fields as strings. */
export interface CourseFormValues {
  title: string;
  description: string;
  category: string;
  level: (typeof courseLevels)[number];
  status: (typeof courseStatuses)[number];
  /** Hours; null when left empty. */
  duration: number | null;
  /** FC; 0 means free. */
  price: number;
  accessType: (typeof accessTypes)[number];
  thumbnail: string;
  mobileMoneyInfo: Record<PaymentMethod, string> & { instructions: string };
}

/** What is sent: POST /api/courses or PATCH /api/courses/{id}. */
export type CoursePayload = z.output<typeof courseUpdateSchema>;

const accessTypeLabels: Record<(typeof accessTypes)[number], string> = {
  free: 'Libre',
  package: 'Abonnement requis',
};

export function courseFormDefaults(course?: CourseDetail): CourseFormValues {
  const money = course?.mobileMoneyInfo;
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    category: course?.category ?? '',
    level: course?.level ?? 'beginner',
    status: course?.status ?? 'draft',
    duration: course?.duration ?? null,
    price: course?.price ?? 0,
    accessType: course?.accessType ?? 'free',
    thumbnail: course?.thumbnail ?? '',
    mobileMoneyInfo: {
      ...mobileMoneyNumbersDefaults(money),
      instructions: money?.instructions ?? '',
    },
  };
}

export interface CourseEditorFormProps {
  /** The course being edited; undefined to create one. */
  course?: CourseDetail;
  /** Saves and resolves once done; a rejection is shown (fields and toast) and the form stays. */
  onSave: (payload: CoursePayload) => Promise<void>;
  /** The sum of the course's lesson durations in minutes, once known: the page shows it. */
  lessonMinutes?: number;
}

/** The course form (spec 01 §2 "Course editor", §5 "Course form"). */
export function CourseEditorForm({ course, onSave, lessonMinutes }: CourseEditorFormProps) {
  const isNew = !course;
  // Both schemas share the form's shape; the update one takes any subset of the fields.
  const form = useContractForm<CourseFormValues, CoursePayload>(
    isNew ? courseCreateSchema : courseUpdateSchema,
    courseFormDefaults(course),
  );
  const { isSubmitting } = form.formState;
  // The cover must be stored before the course can point at it.
  const [uploading, setUploading] = useState(false);
  const price = useWatch({ control: form.control, name: 'price' });
  const showMobileMoney = typeof price === 'number' && price > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    // A free course has no mobile-money details.
    const payload: CoursePayload = {
      ...values,
      mobileMoneyInfo: (values.price ?? 0) > 0 ? values.mobileMoneyInfo : null,
    };
    try {
      await onSave(payload);
    } catch (err) {
      applyServerErrors(form, err);
      toast({ variant: 'destructive', title: 'Erreur', description: 'Une erreur est survenue' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <TitledCard title="Informations du cours" contentClassName="grid gap-4">
        <TitleDescriptionFields form={form} descriptionRows={5} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="category"
            label="Catégorie"
            placeholder="Choisir une catégorie"
            options={COURSE_CATEGORIES}
          />
          <SelectField
            form={form}
            name="level"
            label="Niveau"
            options={courseLevels}
            optionLabel={(l) => levelLabels[l]}
          />
          <SelectField
            form={form}
            name="status"
            label="Statut"
            options={courseStatuses}
            optionLabel={(s) => courseStatusLabels[s]}
          />
          <NumberField
            form={form}
            name="duration"
            label="Durée (heures)"
            // The card shows this figure and the course page the lessons' sum: side by side,
            // the instructor can make them agree.
            hint={
              lessonMinutes === undefined
                ? undefined
                : `Total des leçons : ${lessonHoursLabel(lessonMinutes)}`
            }
            optional
            inputMode="decimal"
            min={0}
            step="any"
          />
          <NumberField
            form={form}
            name="price"
            label="Prix (FC)"
            hint="0 pour un cours gratuit."
            {...wholeNumber}
          />
          <SelectField
            form={form}
            name="accessType"
            label="Type d'accès"
            hint="Libre : gratuit, ou acheté à l'unité si un prix est fixé."
            options={accessTypes}
            optionLabel={(a) => accessTypeLabels[a]}
          />
        </div>
        <UploadUrlField
          form={form}
          name="thumbnail"
          label="Image de couverture (URL)"
          fileLabel="Image de couverture"
          hint="Adresse d'une image, par exemple https://…, ou une image JPEG, PNG ou WebP de 5 Mo au plus envoyée depuis votre appareil."
          kind="image"
          onBusyChange={setUploading}
        />
      </TitledCard>

      {showMobileMoney ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Smartphone className="size-5 text-primary" aria-hidden="true" />
              Paiement mobile money
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Les numéros auxquels vos étudiants envoient le paiement du cours.
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-3">
              {paymentMethods.map((method) => (
                <TextField
                  key={method}
                  form={form}
                  name={`mobileMoneyInfo.${method}`}
                  label={`Numéro ${paymentMethodLabels[method]}`}
                  type="tel"
                  placeholder={DRC_PHONE_EXAMPLE}
                  autoComplete="off"
                />
              ))}
            </div>
            <TextareaField
              form={form}
              name="mobileMoneyInfo.instructions"
              label="Instructions de paiement"
              rows={3}
            />
          </CardContent>
        </Card>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || uploading} className="w-full sm:w-auto">
          {isSubmitting ? 'Enregistrement...' : isNew ? 'Créer le cours' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
