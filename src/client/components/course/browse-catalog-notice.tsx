import { BookOpen } from 'lucide-react';
import { NoticeCard } from '@client/components/ui/card';

/** A learner's empty list (courses, certificates): nothing yet, and the way to the catalogue. */
export function BrowseCatalogNotice({ title, text }: { title: string; text: string }) {
  return (
    <NoticeCard
      icon={BookOpen}
      titleAs="h2"
      title={title}
      text={text}
      action={{ href: '/catalog', label: 'Parcourir les cours', variant: 'default' }}
    />
  );
}
