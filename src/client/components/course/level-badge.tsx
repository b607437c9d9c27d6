import { levelLabel } from '@contract/courses-labels';
import { Badge, type BadgeProps } from '@client/components/ui/badge';

/** Débutant, Intermédiaire or Avancé. */
export function LevelBadge({ level, ...props }: { level: string } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge variant="secondary" {...props}>
      {levelLabel(level)}
    </Badge>
  );
}
