import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { Announcement } from '@contract/announcements';
import { announcementsQuery } from '@client/api/announcements';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { announcementLook } from './announcements-list';
import { useDismissedAnnouncements } from './use-dismissed-announcements';

/** The dialog's code is downloaded when the announcements are first opened. */
const AnnouncementsDialog = lazy(() => import('./announcements-dialog'));

/**
 * The landing page's announcements: one compact strip with the newest published one, "Voir les
 * annonces (N)" for all of them, and a button to close it (remembered; a newer one shows again).
 * Its slot keeps one height, strip or not, loaded or not: the announcements arrive after the
 * page is drawn, and the offer below never moves when they do.
 */
export function AnnouncementStrip({ className }: { className?: string }) {
  const { data } = useQuery(announcementsQuery());
  const { isDismissed, dismiss } = useDismissedAnnouncements();
  const published = data?.filter((a) => a.isPublished) ?? [];
  const newest = published[0];
  return (
    <div className={cn('h-16', className)}>
      {newest && !isDismissed(newest.id) ? (
        <Strip newest={newest} all={published} onDismiss={() => dismiss(newest.id)} />
      ) : null}
    </div>
  );
}

function Strip({
  newest,
  all,
  onDismiss,
}: {
  newest: Announcement;
  all: Announcement[];
  onDismiss: () => void;
}) {
  const { icon: Icon, className } = announcementLook[newest.type];
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it can play its closing animation.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="announcements-title"
      data-type={newest.type}
      className={cn(
        'flex h-full items-center gap-3 overflow-hidden rounded-lg border py-1 pr-1 pl-3 text-left',
        className,
      )}
    >
      <h2 id="announcements-title" className="sr-only">
        Annonces
      </h2>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 justify-items-start">
        <p className="w-full truncate text-sm font-semibold">{newest.title}</p>
        <button
          ref={opener}
          type="button"
          className="min-h-6 text-sm underline underline-offset-2"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          Voir les annonces ({all.length})
        </button>
        {opened ? (
          <Suspense fallback={null}>
            <AnnouncementsDialog
              announcements={all}
              open={open}
              onOpenChange={setOpen}
              returnFocus={() => opener.current?.focus()}
            />
          </Suspense>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDismiss}
        aria-label={`Masquer l’annonce : ${newest.title}`}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
