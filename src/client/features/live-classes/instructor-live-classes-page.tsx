import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Home, Lock } from 'lucide-react';
import { liveClassMessages as m, type InstructorLiveClass } from '@contract/live-classes';
import { useAuth } from '@client/api/auth';
import { instructorLiveClassesQuery, useDeleteLiveClass } from '@client/api/live-classes';
import {
  EditableListDialogs,
  NewItemButton,
  useEditableList,
} from '@client/components/editable-list';
import { NoticePage } from '@client/components/layout/notice-page';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { QueryState, SkeletonList } from '@client/components/query-state';
import { NoticeCard } from '@client/components/ui/card';
import { useInstructorDecision } from '@client/components/payments/use-instructor-decision';
import { usePageTitle } from '@client/lib/use-page-title';
import { InstructorLiveClassCard, type Decide } from './instructor-live-class-card';
import { LiveClassFormDialog } from './live-class-form-dialog';
import { LoadErrorCard } from './live-class-parts';

function InstructorLiveClasses() {
  const query = useQuery(instructorLiveClassesQuery());
  const list = useEditableList<InstructorLiveClass>(useDeleteLiveClass(), {
    deleted: () => ({ title: m.deleted }),
    deleteFailed: m.deleteFailed,
  });
  const { decide, decidingId } = useInstructorDecision({
    confirmedDescription: "L'étudiant a sa place et reçoit le lien de la réunion.",
    alreadyDecided: m.alreadyDecided,
  });
  const newClassButton = (
    <NewItemButton onClick={list.edit.openNew}>Programmer un cours</NewItemButton>
  );
  const onDecide: Decide = (registration, status) => decide(registration.paymentId!, status);

  return (
    <PageContainer className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <BackLink href="/instructor/dashboard">Tableau de bord</BackLink>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mes cours en direct</h1>
          <p className="text-muted-foreground">
            Programmez vos séances en direct et confirmez les inscriptions payées.
          </p>
        </div>
        {newClassButton}
      </div>

      <QueryState
        query={query}
        pending={
          <SkeletonList count={3} className="grid gap-4 md:grid-cols-2" itemClassName="h-72" />
        }
        error={(_, retry) => <LoadErrorCard onRetry={retry} />}
      >
        {(classes) =>
          classes.length === 0 ? (
            <NoticeCard
              icon={CalendarClock}
              titleAs="h2"
              title="Aucun cours en direct"
              text="Programmez votre premier cours en direct : vos étudiants pourront s'y inscrire."
            >
              {newClassButton}
            </NoticeCard>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {classes.map((liveClass) => (
                <InstructorLiveClassCard
                  key={liveClass.id}
                  liveClass={liveClass}
                  {...list.actions(liveClass)}
                  onDecide={onDecide}
                  decidingId={decidingId}
                />
              ))}
            </div>
          )
        }
      </QueryState>

      <EditableListDialogs list={list} deleteConfirm={m.deleteConfirm}>
        {(liveClass, onClose) => <LiveClassFormDialog item={liveClass} onClose={onClose} />}
      </EditableListDialogs>
    </PageContainer>
  );
}

/**
 * /instructor/live-classes (spec 02 §2). The route guard sends other roles home; should the page
 * still be shown to one (the session changed while it was open), it says so and loads nothing:
 * live-class data is fetched only for instructors (spec 02 §6).
 */
export default function InstructorLiveClassesPage() {
  usePageTitle('Mes cours en direct');
  const { user } = useAuth();
  if (user?.role !== 'instructor')
    return (
      <NoticePage
        icon={Lock}
        title={m.instructorsOnly}
        action={{ href: '/', label: "Retour à l'accueil", icon: Home }}
      />
    );
  return <InstructorLiveClasses />;
}
