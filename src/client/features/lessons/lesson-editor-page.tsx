import { useParams } from 'wouter';
import { ComingSoon } from '@client/components/layout/coming-soon';

// Placeholder: replace with the real screen (keep the default export).
// Serves /instructor/course/:courseId/lesson/new and /instructor/course/:courseId/lesson/:lessonId/edit.
export default function LessonEditorPage() {
  const { lessonId } = useParams<{ courseId: string; lessonId?: string }>();
  const isNew = !lessonId || lessonId === 'new';
  return <ComingSoon title={isNew ? 'Nouvelle leçon' : 'Modifier la leçon'} />;
}
