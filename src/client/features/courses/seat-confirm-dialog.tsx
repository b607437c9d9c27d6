import { lazy, Suspense, useState } from 'react';
import type { SeatQuestion } from './use-enroll';

/** The dialog's code is downloaded the first time the question is asked. */
const ConfirmDialog = lazy(() =>
  import('@client/components/ui/confirm-dialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** Asks before an enrolment spends one of the buyer's package seats (useEnroll's seatQuestion). */
export function SeatConfirmDialog({
  question,
  onConfirm,
  onCancel,
}: {
  question: SeatQuestion | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The last question stays worded while the dialog closes.
  const [shown, setShown] = useState(question);
  if (question !== null && question !== shown) setShown(question);
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && onCancel()}
        title="Utiliser un cours de votre package ?"
        description={
          shown
            ? `« ${shown.course.title} » deviendra l’un de vos cours. Il vous reste ${shown.seats} cours à choisir : ce choix est définitif.`
            : ''
        }
        action="Choisir ce cours"
        onConfirm={onConfirm}
      />
    </Suspense>
  );
}
