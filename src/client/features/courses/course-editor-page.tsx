import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { courseFormMessages, type CourseCreate } from '@contract/courses';
import {
  courseLessonsQuery,
  courseQuery,
  useCreateCourse,
  useUpdateCourse,
} from '@client/api/courses';
import {
  EditorFrame,
  editorLoadError,
  EditorRefusal,
  useEditorPaths,
} from '@client/components/layout/editor-frame';
import { QueryState } from '@client/components/query-state';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { CourseEditorForm, type CoursePayload } from './course-editor-form';
import { CourseEditorLessons } from './course-editor-lessons';
import { CourseEditorQuizzes } from './course-editor-quizzes';

/** Where a course is edited: the generic routes stay generic, the others are the instructor's. */
function editPath(location: string, id: string): string {
  return location.startsWith('/courses/') ? href.courseEditGeneric(id) : href.courseEdit(id);
}

function NewCourse() {
  const [location, navigate] = useLocation();
  const creation = useCreateCourse();
  const { dashboardBack } = useEditorPaths();

  async function create(payload: CoursePayload) {
    // A new course's form is checked with the create schema: the required fields are there.
    const created = await creation.mutateAsync(payload as CourseCreate);
    toast({ title: 'Cours créé' });
    navigate(editPath(location, created.id), { replace: true });
  }

  return (
    <EditorFrame back={dashboardBack} title="Créer un cours">
      <CourseEditorForm onSave={create} />
    </EditorFrame>
  );
}

function EditCourse({ id }: { id: string }) {
  const detailQuery = useQuery(courseQuery(id));
  // The same query as the lessons section below: one request for both.
  const lessonsQuery = useQuery(courseLessonsQuery(id));
  const lessonMinutes = lessonsQuery.data?.reduce((sum, l) => sum + (l.duration ?? 0), 0);
  const updating = useUpdateCourse(id);
  const { dashboardBack } = useEditorPaths();

  async function update(payload: CoursePayload) {
    await updating.mutateAsync(payload);
    toast({ title: 'Cours mis à jour' });
  }

  return (
    <QueryState
      query={detailQuery}
      error={editorLoadError({
        back: dashboardBack,
        notFoundTitle: 'Cours non trouvé',
        forbiddenText: courseFormMessages.forbidden,
        failedTitle: 'Impossible de charger le cours',
      })}
    >
      {(course) =>
        course.canEdit ? (
          <EditorFrame back={dashboardBack} title="Modifier le cours">
            {/* Keyed by course: the form starts from the loaded values once, and a reload after
                saving does not overwrite what is being typed. */}
            <CourseEditorForm
              key={course.id}
              course={course}
              onSave={update}
              lessonMinutes={lessonMinutes}
            />
            <CourseEditorLessons courseId={course.id} />
            <CourseEditorQuizzes courseId={course.id} />
          </EditorFrame>
        ) : (
          <EditorRefusal
            back={dashboardBack}
            title="Accès refusé"
            text={courseFormMessages.forbidden}
          />
        )
      }
    </QueryState>
  );
}

/**
 * Create or edit a course (spec 01 §2 "Course editor"). Serves /instructor/course/new,
 * /instructor/course/:id/edit and the generic /courses/new and /courses/:id/edit.
 */
export default function CourseEditorPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id || id === 'new') return <NewCourse />;
  return <EditCourse key={id} id={id} />;
}
