import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';

/** What an admin list shows when its page holds nothing: an icon and a sentence. */
export function EmptyListCard({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Card className="grid justify-items-center gap-2 p-8 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">{children}</p>
    </Card>
  );
}
