import { Redirect, useParams } from 'wouter';
import { href } from '@client/href';

/** /courses/{id} (the generic course route) shows the course page, /course/{id}. */
export default function CourseRedirectPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <Redirect to={href.course(id)} replace />;
}
