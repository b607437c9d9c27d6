import { useParams } from 'wouter';
import { ComingSoon } from '@client/components/layout/coming-soon';

// Placeholder: replace with the real screen (keep the default export).
// Serves /instructor/course/new, /instructor/course/:id/edit, /courses/new and /courses/:id/edit.
export default function CourseEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const isNew = !id || id === 'new';
  return <ComingSoon title={isNew ? 'Créer un cours' : 'Modifier le cours'} />;
}
