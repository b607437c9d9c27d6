import { ComingSoon } from '@client/components/layout/coming-soon';

// Placeholder: replace with the real screen (keep the default export).
export default function AdminInternshipsPage() {
  return <ComingSoon title="Gestion des stages" />;
}
