import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import {
  LIVE_CLASS_DEFAULT_DURATION,
  liveClassFormSchema,
  liveClassMessages as m,
  type InstructorLiveClass,
} from '@contract/live-classes';
import { myCoursesQuery } from '@client/api/courses';
import { liveClassMutations } from '@client/api/live-classes';
import {
  SaveDialogContent,
  type ItemDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { toDayString } from '@client/components/ui/date-picker';
import { Input } from '@client/components/ui/input';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { DateField } from '@client/lib/forms/date-field';
import {
  Field,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/lib/forms/fields';
import { dollarAmount, positiveWhole } from '@client/lib/forms/number-inputs';
import { useContractForm } from '@client/lib/forms/use-contract-form';

/** What the dialog holds: the class's fields, with its day and time apart (browser's zone). */
interface FormValues {
  courseId: string;
  title: string;
  description: string;
  date: string;
  time: string;
  duration: number;
  meetingUrl: string;
  isFree: boolean;
  price: number;
  maxParticipants: number | null;
  isPublished: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function formDefaults(liveClass: InstructorLiveClass | null): FormValues {
  if (!liveClass)
    return {
      courseId: '',
      title: '',
      description: '',
      date: '',
      time: '18:00',
      duration: LIVE_CLASS_DEFAULT_DURATION,
      meetingUrl: '',
      isFree: false,
      price: 0,
      maxParticipants: null,
      isPublished: false,
    };
  const at = new Date(liveClass.scheduledAt);
  return {
    courseId: liveClass.courseId ?? '',
    title: liveClass.title,
    description: liveClass.description ?? '',
    date: toDayString(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    duration: liveClass.duration,
    meetingUrl: liveClass.meetingUrl ?? '',
    isFree: liveClass.isFree,
    price: liveClass.price,
    maxParticipants: liveClass.maxParticipants,
    isPublished: liveClass.isPublished,
  };
}

type Payload = Parameters<ReturnType<typeof liveClassMutations.useCreate>['mutateAsync']>[0];

const texts: SaveDialogTexts = {
  ...m,
  newTitle: 'Programmer un cours en direct',
  editTitle: 'Modifier le cours en direct',
  description:
    "La date et l'heure sont celles de votre fuseau horaire ; chaque étudiant les voit dans le sien.",
};

/** The create/edit dialog (spec 02 §5: its rules, defaults and messages). */
export function LiveClassFormDialog(props: ItemDialogProps<InstructorLiveClass>) {
  const coursesQuery = useQuery(myCoursesQuery());
  const form = useContractForm<FormValues, Payload>(liveClassFormSchema, formDefaults(props.item));
  const isFree = form.watch('isFree');
  const courses = coursesQuery.data ?? [];
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  return (
    <SaveDialogContent {...props} form={form} mutations={liveClassMutations} texts={texts}>
      <SelectField
        form={form}
        name="courseId"
        label="Cours"
        placeholder={coursesQuery.isPending ? 'Chargement...' : 'Choisir un cours'}
        options={courses.map((course) => course.id)}
        optionLabel={(id) => titles.get(id) ?? id}
      />
      <TextField form={form} name="title" label="Titre" autoComplete="off" />
      <TextareaField form={form} name="description" label="Description (facultatif)" rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The form's payload differs from its values (date and time → scheduledAt). */}
        <DateField form={form as unknown as UseFormReturn<FormValues>} name="date" label="Date" />
        <Field form={form} name="time" label="Heure">
          {(control) => <Input {...control} type="time" {...form.register('time')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField form={form} name="duration" label="Durée (minutes)" {...positiveWhole} />
        <NumberField
          form={form}
          name="maxParticipants"
          label="Participants max (facultatif)"
          optional
          {...positiveWhole}
        />
      </div>
      <TextField
        form={form}
        name="meetingUrl"
        type="url"
        label="Lien de la réunion"
        placeholder="https://meet.jit.si/…"
        autoComplete="off"
        hint="Visible seulement par vous et les étudiants dont l'inscription est confirmée."
      />
      <LabelledCheckbox label="Cours gratuit" {...form.register('isFree')} />
      <NumberField
        form={form}
        name="price"
        label="Prix ($)"
        {...dollarAmount}
        disabled={isFree}
        hint="En dollars américains ; les étudiants voient aussi le montant en FC."
      />
      <LabelledCheckbox
        label="Publié (visible par les étudiants)"
        role="switch"
        {...form.register('isPublished')}
      />
    </SaveDialogContent>
  );
}
