import { cn } from '@client/lib/utils';

export interface ProgressBarProps {
  /** Percent, 0–100. */
  value: number;
  /** Accessible name, e.g. "Progression du cours". */
  label: string;
  className?: string;
}

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** A course's progress: "Progression" and the percent above the bar. */
export function CourseProgress({
  value,
  courseTitle,
  className,
}: {
  value: number;
  courseTitle: string;
  className?: string;
}) {
  return (
    <div className={cn(className, 'grid gap-1.5')}>
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">Progression</span>
        <span className="font-semibold">{value}%</span>
      </div>
      <ProgressBar value={value} label={`Progression : ${courseTitle}`} />
    </div>
  );
}
