import { cn } from '@client/lib/utils';

/** "Chargement..." status, shown while the session or a page's code loads. */
export function Loading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-1 items-center justify-center gap-3 p-8 text-muted-foreground',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span>Chargement...</span>
    </div>
  );
}
