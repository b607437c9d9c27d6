import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { Announcement, AnnouncementType } from '@contract/announcements';
import { formatDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';

/** Spec 02 §4: info, warning and success are shown in blue, orange and green. */
export const announcementLook: Record<AnnouncementType, { icon: typeof Info; className: string }> =
  {
    info: {
      icon: Info,
      className:
        'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50',
    },
    warning: {
      icon: TriangleAlert,
      className:
        'border-orange-300 bg-orange-50 text-orange-950 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-50',
    },
    success: {
      icon: CircleCheck,
      className:
        'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50',
    },
  };

/** Announcements in full, in the order given (newest first), each in its type's colour. */
export function AnnouncementsList({ announcements }: { announcements: Announcement[] }) {
  return (
    <ul className="grid gap-3">
      {announcements.map((a) => {
        const { icon: Icon, className } = announcementLook[a.type];
        return (
          <li
            key={a.id}
            data-type={a.type}
            className={cn('flex items-start gap-3 rounded-lg border p-4', className)}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid min-w-0 gap-1">
              <h3 className="font-semibold break-words">{a.title}</h3>
              <p className="text-sm break-words whitespace-pre-line">{a.content}</p>
              <p className="text-xs opacity-80">
                {a.author.name} · {formatDate(a.createdAt)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
