import type { ComponentProps } from 'react';
import { PageContainer } from '@client/components/layout/page-container';
import { NoticeCard } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

/**
 * A page that is only a notice (not found, closed to this person): its NoticeCard in a narrow
 * column. The caller names the page (usePageTitle), as it may keep the title it had.
 */
export function NoticePage({
  className = 'max-w-2xl',
  ...card
}: ComponentProps<typeof NoticeCard> & {
  /** The column's width. */
  className?: string;
}) {
  return (
    <PageContainer className={cn('grid', className)}>
      <NoticeCard {...card} />
    </PageContainer>
  );
}
