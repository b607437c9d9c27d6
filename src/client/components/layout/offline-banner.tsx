import { WifiOff } from 'lucide-react';
import { useOnline } from '@client/lib/connection';

/** Says plainly that the connection is lost, on every screen, while it is. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      Connexion perdue. Vos actions sont gardées et seront envoyées dès son retour.
    </div>
  );
}
