import { ArrowLeft, CircleAlert } from 'lucide-react';
import { paymentMessages as m } from '@contract/payments-labels';
import { NoticePage } from '@client/components/layout/notice-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** A payment page's course that does not exist (or is not this instructor's), and the way back. */
export function CourseNotFound({ back }: { back: { href: string; label: string } }) {
  usePageTitle(m.courseNotFound);
  return (
    <NoticePage icon={CircleAlert} title={m.courseNotFound} action={{ ...back, icon: ArrowLeft }} />
  );
}
