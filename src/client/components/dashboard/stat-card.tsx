import type { LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

/** One figure of a dashboard's statistics row, with its icon and label. */
export function StatCard({
  icon: Icon,
  label,
  value,
  detail,
  className,
}: {
  icon: LucideIcon;
  label: string;
  /** Already formatted (fr-CD number, percent, hours…). */
  value: string;
  /** A line under the value (e.g. how many of them are published). */
  detail?: string;
  className?: string;
}) {
  return (
    <Card className={cn('flex items-center gap-3 p-4', className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0">
        <span className="text-xs text-muted-foreground sm:text-sm">{label}</span>
        <span className="text-xl font-bold sm:text-2xl">{value}</span>
        {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
      </div>
    </Card>
  );
}

/** A dashboard's row of statistics. */
export function StatList({
  stats,
}: {
  stats: readonly { icon: LucideIcon; label: string; value: string }[];
}) {
  return (
    <section aria-label="Statistiques">
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label}>
            <StatCard {...stat} />
          </li>
        ))}
      </ul>
    </section>
  );
}
