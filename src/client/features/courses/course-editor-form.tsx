import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import type { z } from 'zod';
import { COURSE_CATEGORIES, paymentMethodLabels } from '@contract/common';
import { courseCreateSchema, courseUpdateSchema, type CourseDetail } from '@contract/courses';
import {
  courseLevels,
  courseStatuses,
  courseStatusLabels,
  levelLabels,
} from '@contract/courses-labels';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input, Textarea, inputClassName } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { isApiError } from '@client/lib/api';
import { cn } from '@client/lib/utils';

const selectClassName = cn(inputClassName, 'pr-8');

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
  accessType: 'free' | 'package';
  thumbnail: string;
  mobileMoneyInfo: { mpesa: string; airtel: string; orange: string; instructions: string };
}

/** What is sent: POST /api/courses or PATCH /api/courses/{id}. */
export type CoursePayload = z.output<typeof courseUpdateSchema>;

const FIELD_NAMES: readonly FieldPath<CourseFormValues>[] = [
  'title',
  'description',
  'category',
  'level',
  'status',
  'duration',
  'price',
  'accessType',
  'thumbnail',
  'mobileMoneyInfo.mpesa',
  'mobileMoneyInfo.airtel',
  'mobileMoneyInfo.orange',
  'mobileMoneyInfo.instructions',
];

const accessTypeLabels: Record<CourseFormValues['accessType'], string> = {
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
      mpesa: money?.mpesa ?? '',
      airtel: money?.airtel ?? '',
      orange: money?.orange ?? '',
      instructions: money?.instructions ?? '',
    },
  };
}

/** An empty number input means "not given" (null) rather than 0. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export interface CourseEditorFormProps {
  /** The course being edited; undefined to create one. */
  course?: CourseDetail;
  /** Saves and resolves once done; a rejection is shown (fields and toast) and the form stays. */
  onSave: (payload: CoursePayload) => Promise<void>;
}

/** The course form (spec 01 §2 "Course editor", §5 "Course form"). */
export function CourseEditorForm({ course, onSave }: CourseEditorFormProps) {
  const isNew = !course;
  // Both schemas share the form's shape; the update one takes any subset of the fields.
  const resolver = (
    isNew ? zodResolver(courseCreateSchema) : zodResolver(courseUpdateSchema)
  ) as Resolver<CourseFormValues, unknown, CoursePayload>;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CourseFormValues, unknown, CoursePayload>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: courseFormDefaults(course),
  });
  const price = useWatch({ control, name: 'price' });
  const showMobileMoney = typeof price === 'number' && price > 0;

  const onSubmit = handleSubmit(async (values) => {
    // A free course has no mobile-money details.
    const payload: CoursePayload = {
      ...values,
      mobileMoneyInfo: (values.price ?? 0) > 0 ? values.mobileMoneyInfo : null,
    };
    try {
      await onSave(payload);
    } catch (err) {
      if (isApiError(err) && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          const field = FIELD_NAMES.find((f) => f === name);
          if (field) setError(field, { message }, { shouldFocus: true });
        }
      }
      toast({ variant: 'destructive', title: 'Erreur', description: 'Une erreur est survenue' });
    }
  });

  const moneyErrors = errors.mobileMoneyInfo;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Informations du cours</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Titre" error={errors.title?.message}>
            {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(field) => <Textarea {...field} rows={5} {...register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Catégorie" error={errors.category?.message}>
              {(field) => (
                <select {...field} className={selectClassName} {...register('category')}>
                  <option value="">Choisir une catégorie</option>
                  {COURSE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Niveau" error={errors.level?.message}>
              {(field) => (
                <select {...field} className={selectClassName} {...register('level')}>
                  {courseLevels.map((l) => (
                    <option key={l} value={l}>
                      {levelLabels[l]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Statut" error={errors.status?.message}>
              {(field) => (
                <select {...field} className={selectClassName} {...register('status')}>
                  {courseStatuses.map((s) => (
                    <option key={s} value={s}>
                      {courseStatusLabels[s]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Durée (heures)" error={errors.duration?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  {...register('duration', { setValueAs: optionalNumber })}
                />
              )}
            </FormField>
            <FormField
              label="Prix (FC)"
              hint="0 pour un cours gratuit."
              error={errors.price?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...register('price', { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormField
              label="Type d'accès"
              hint="Libre : gratuit, ou acheté à l'unité si un prix est fixé."
              error={errors.accessType?.message}
            >
              {(field) => (
                <select {...field} className={selectClassName} {...register('accessType')}>
                  {(['free', 'package'] as const).map((a) => (
                    <option key={a} value={a}>
                      {accessTypeLabels[a]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField
            label="Image de couverture (URL)"
            hint="Adresse d'une image, par exemple https://…"
            error={errors.thumbnail?.message}
          >
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                {...register('thumbnail')}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

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
              <FormField
                label={`Numéro ${paymentMethodLabels.mpesa}`}
                error={moneyErrors?.mpesa?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="tel"
                    autoComplete="off"
                    {...register('mobileMoneyInfo.mpesa')}
                  />
                )}
              </FormField>
              <FormField
                label={`Numéro ${paymentMethodLabels.airtel}`}
                error={moneyErrors?.airtel?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="tel"
                    autoComplete="off"
                    {...register('mobileMoneyInfo.airtel')}
                  />
                )}
              </FormField>
              <FormField
                label={`Numéro ${paymentMethodLabels.orange}`}
                error={moneyErrors?.orange?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="tel"
                    autoComplete="off"
                    {...register('mobileMoneyInfo.orange')}
                  />
                )}
              </FormField>
            </div>
            <FormField label="Instructions de paiement" error={moneyErrors?.instructions?.message}>
              {(field) => (
                <Textarea {...field} rows={3} {...register('mobileMoneyInfo.instructions')} />
              )}
            </FormField>
          </CardContent>
        </Card>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Enregistrement...' : isNew ? 'Créer le cours' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
