import { internshipStatusLabels, type InternshipStatus } from '@contract/internships-labels';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { formatDate } from '@client/lib/format';

const statusVariant: Record<InternshipStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  approved: 'default',
  rejected: 'destructive',
  completed: 'success',
};

/** "En attente", "Approuvé", "Rejeté" or "Terminé". */
export function InternshipStatusBadge({ status }: { status: InternshipStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {internshipStatusLabels[status]}
    </Badge>
  );
}

/**
 * An internship's period in French, e.g. "Du 1 avril 2026 au 30 juin 2026". The days are stored
 * at noon UTC, so they read as the chosen days in the learner's time zone.
 */
export function internshipPeriod(startDate: string, endDate: string): string {
  return `Du ${formatDate(startDate)} au ${formatDate(endDate)}`;
}
