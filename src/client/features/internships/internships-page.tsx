import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Briefcase, Building2, CalendarDays, GraduationCap, Plus, UserRound } from 'lucide-react';
import {
  internshipCreateSchema,
  internshipMessages as m,
  type Internship,
  type InternshipCreate,
} from '@contract/internships';
import { useAuth } from '@client/api/auth';
import { enrollmentsQuery } from '@client/api/enrollments';
import { myInternshipsQuery, useCreateInternship } from '@client/api/internships';
import { IconItem } from '@client/components/icon-item';
import {
  InternshipStatusBadge,
  internshipPeriod,
} from '@client/components/internships/internship-status-badge';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormDialogContent } from '@client/components/form-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { applyServerErrors } from '@client/lib/forms/apply-server-errors';
import { DateField } from '@client/lib/forms/date-field';
import { SelectField, TextareaField, TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { formatDate } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';

const NEW_REQUEST = 'Nouvelle demande';

const emptyRequest: InternshipCreate = {
  courseId: '',
  companyName: '',
  position: '',
  startDate: '',
  endDate: '',
  description: '',
  supervisorName: '',
  supervisorEmail: '',
  supervisorPhone: '',
};

/** The "new request" dialog (spec 02 §2, §5): a course the student is enrolled in, the company… */
function RequestDialog({ onClose }: { onClose: () => void }) {
  const enrolments = useQuery(enrollmentsQuery());
  const create = useCreateInternship();
  const form = useContractForm(internshipCreateSchema, emptyRequest);
  const courses = new Map((enrolments.data ?? []).map((e) => [e.course.id, e.course.title]));

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await create.mutateAsync(payload);
      toast({
        title: m.submitted,
        description: 'Votre demande de stage est en attente de validation.',
      });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      toastError(err, m.submitFailed);
    }
  });

  const courseHint = enrolments.isError ? (
    'Impossible de charger vos cours. Vérifiez votre connexion internet.'
  ) : enrolments.data && courses.size === 0 ? (
    <>
      Vous n&apos;êtes inscrit à aucun cours.{' '}
      <Link href="/catalog" className="text-primary underline-offset-4 hover:underline">
        Parcourir le catalogue
      </Link>
    </>
  ) : (
    'Le stage est rattaché à un cours que vous suivez.'
  );

  return (
    <FormDialogContent
      title={NEW_REQUEST}
      description="Décrivez le stage que vous souhaitez effectuer : l'équipe Kelasi étudiera votre demande."
      onSubmit={onSubmit}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={create.isPending ? 'Envoi…' : 'Soumettre la demande'}
    >
      <SelectField
        form={form}
        name="courseId"
        label="Cours"
        placeholder={enrolments.isPending ? 'Chargement de vos cours…' : 'Choisir un cours'}
        options={[...courses.keys()]}
        optionLabel={(id) => courses.get(id) ?? id}
        hint={courseHint}
      />
      <TextField
        form={form}
        name="companyName"
        label="Entreprise"
        autoComplete="organization"
        placeholder="Ex. : Rawbank"
      />
      <TextField
        form={form}
        name="position"
        label="Poste"
        placeholder="Ex. : Stagiaire comptable"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="startDate" label="Date de début" />
        <DateField form={form} name="endDate" label="Date de fin" />
      </div>
      <TextareaField form={form} name="description" label="Description (facultatif)" rows={3} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Maître de stage (facultatif)</legend>
        <TextField form={form} name="supervisorName" label="Nom" autoComplete="off" />
        <TextField
          form={form}
          name="supervisorEmail"
          label="Email"
          type="email"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="supervisorPhone"
          label="Téléphone"
          type="tel"
          autoComplete="off"
          placeholder="+243 81 234 5678"
        />
      </fieldset>
    </FormDialogContent>
  );
}

function InternshipCard({ internship }: { internship: Internship }) {
  const i = internship;
  const supervisor = [i.supervisorName, i.supervisorEmail, i.supervisorPhone].filter(Boolean);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-lg leading-snug font-semibold break-words">{i.position}</h2>
          <p className="flex items-center gap-1.5 text-sm break-words text-muted-foreground">
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            {i.companyName}
          </p>
        </div>
        <InternshipStatusBadge status={i.status} />
      </div>
      <ul className="grid gap-1.5 text-sm">
        <IconItem icon={GraduationCap}>
          <span className="min-w-0 break-words">
            <span className="sr-only">Cours : </span>
            {i.courseTitle}
          </span>
        </IconItem>
        <IconItem icon={CalendarDays}>{internshipPeriod(i.startDate, i.endDate)}</IconItem>
        {supervisor.length ? (
          <IconItem icon={UserRound}>
            <span className="min-w-0 break-words">Maître de stage : {supervisor.join(' · ')}</span>
          </IconItem>
        ) : null}
      </ul>
      {i.description ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {i.description}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">Demande envoyée le {formatDate(i.createdAt)}</p>
    </Card>
  );
}

function EmptyState({ onNew }: { onNew: (() => void) | null }) {
  return (
    <Card className="grid justify-items-center gap-3 p-6 text-center sm:p-8">
      <Briefcase className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Aucune demande de stage</h2>
      <p className="max-w-md text-muted-foreground">
        Mettez en pratique ce que vous apprenez : demandez un stage dans une entreprise, rattaché à
        un de vos cours.
      </p>
      {onNew ? (
        <Button onClick={onNew} className="h-auto min-h-10 whitespace-normal">
          <Plus aria-hidden="true" />
          Soumettre ma première demande
        </Button>
      ) : null}
    </Card>
  );
}

/** /internships (spec 02 §2): the student's requests with their status, and the new request dialog. */
export default function InternshipsPage() {
  usePageTitle('Mes stages');
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const query = useQuery(myInternshipsQuery());
  const [open, setOpen] = useState(false);
  const openDialog = isStudent ? () => setOpen(true) : null;

  return (
    <PageContainer className="grid max-w-4xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mes stages</h1>
          <p className="text-muted-foreground">
            Vos demandes de stage et la réponse de l&apos;équipe Kelasi.
          </p>
        </div>
        {openDialog ? (
          <Button onClick={openDialog}>
            <Plus aria-hidden="true" />
            {NEW_REQUEST}
          </Button>
        ) : null}
      </div>
      {user && !isStudent ? (
        <p className="text-sm text-muted-foreground">{m.studentsOnly}.</p>
      ) : null}
      <QueryState
        query={query}
        pending={<SkeletonList count={2} className="grid gap-4" itemClassName="h-40 w-full" />}
        error={loadFailed(
          'Impossible de charger vos demandes de stage. Vérifiez votre connexion internet.',
        )}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState onNew={openDialog} />
          ) : (
            <ul className="grid gap-4" aria-label="Mes demandes de stage">
              {list.map((internship) => (
                <li key={internship.id}>
                  <InternshipCard internship={internship} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <RequestDialog onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
