import type { Announcement } from '@contract/announcements';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { AnnouncementsList } from './announcements-list';

/**
 * Every published announcement in full, opened from the landing page's strip
 * (announcement-strip.tsx), which loads this code on the first opening only.
 */
export default function AnnouncementsDialog({
  announcements,
  open,
  onOpenChange,
  returnFocus,
}: {
  announcements: Announcement[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Annonces</DialogTitle>
        </DialogHeader>
        <AnnouncementsList announcements={announcements} />
      </DialogContent>
    </Dialog>
  );
}
