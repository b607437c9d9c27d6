import { ComingSoon } from '@client/components/layout/coming-soon';

// Placeholder: replace with the real screen (keep the default export).
export default function InstructorLiveClassesPage() {
  return <ComingSoon title="Mes cours en direct" />;
}
