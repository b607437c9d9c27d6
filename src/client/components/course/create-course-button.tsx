import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';

/** "Créer un cours": the way to a new course's editor, at `href` (admin or instructor route). */
export function CreateCourseButton({ href }: { href: string }) {
  return (
    <Button asChild>
      <Link href={href}>
        <Plus aria-hidden="true" />
        Créer un cours
      </Link>
    </Button>
  );
}
