import { ComingSoon } from '@client/components/layout/coming-soon';

// Placeholder: replace with the real screen (keep the default export).
export default function TrainingPackagesPage() {
  return <ComingSoon title="Packages Formation" />;
}
