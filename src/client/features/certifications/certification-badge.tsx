import { Globe, MapPin } from 'lucide-react';
import { certificationTypeLabels, type CertificationType } from '@contract/certifications';
import { Badge } from '@client/components/ui/badge';

/** "Certification nationale" or "Certification internationale", with its icon. */
export function CertificationBadge({ type }: { type: CertificationType }) {
  const Icon = type === 'international' ? Globe : MapPin;
  return (
    <Badge variant={type === 'international' ? 'default' : 'secondary'}>
      <Icon className="size-3" aria-hidden="true" />
      {certificationTypeLabels[type]}
    </Badge>
  );
}
