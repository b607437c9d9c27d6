import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Bell } from 'lucide-react';
import type { Notification } from '@contract/notifications';
import {
  unreadNotificationCountQuery,
  useMarkAllNotificationsRead,
  useNotificationsQueryOptions,
} from '@client/api/notifications';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Skeleton } from '@client/components/ui/skeleton';
import { WithTooltip } from '@client/components/ui/tooltip';
import { formatDateTime, formatRelativeTime } from '@client/lib/format';
import { cn } from '@client/lib/utils';

/** "Notifications", and the unread count when there is one: the bell's accessible name. */
function bellLabel(count: number): string {
  if (count === 0) return 'Notifications';
  return `Notifications (${count} ${count > 1 ? 'non lues' : 'non lue'})`;
}

/**
 * The header's bell (docs/architecture.md « Notifications »): the unread count as a badge,
 * loaded with the page; the list itself is loaded only when the bell opens it, and opening it
 * marks everything read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const { data } = useQuery(unreadNotificationCountQuery());
  const count = data?.count ?? 0;
  const label = bellLabel(count);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <WithTooltip label={label}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label} className="relative">
            <Bell aria-hidden="true" />
            {count > 0 ? (
              <span
                aria-hidden="true"
                data-testid="notification-count"
                className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
              >
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
      </WithTooltip>
      <PopoverContent
        align="end"
        aria-labelledby={headingId}
        className="w-[calc(100vw-1rem)] max-w-sm"
      >
        <NotificationList headingId={headingId} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

/** The open list: mounted while the bell is open, so it loads then and only then. */
function NotificationList({
  headingId,
  onNavigate,
}: {
  headingId: string;
  onNavigate: () => void;
}) {
  const { data, isPending, isError, isFetching, dataUpdatedAt } = useQuery(
    useNotificationsQueryOptions(),
  );
  const markAllRead = useMarkAllNotificationsRead();
  const { mutate } = markAllRead;
  const marked = useRef(0);

  // Seen, so read: once per freshly loaded list that holds unread ones (not on a cached copy
  // shown while it reloads).
  const unread = data?.unreadCount ?? 0;
  useEffect(() => {
    if (isFetching || unread === 0 || marked.current === dataUpdatedAt) return;
    marked.current = dataUpdatedAt;
    mutate();
  }, [isFetching, unread, dataUpdatedAt, mutate]);

  return (
    <>
      <h2 id={headingId} className="border-b px-4 py-3 text-sm font-semibold">
        Notifications
      </h2>
      {isPending ? (
        <div className="grid gap-3 p-4" aria-busy="true">
          <span className="sr-only">Chargement des notifications…</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : isError ? (
        <p role="alert" className="p-4 text-sm text-destructive">
          Impossible de charger les notifications. Réessayez plus tard.
        </p>
      ) : data.items.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">Aucune notification</p>
      ) : (
        <ul className="divide-y">
          {data.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate: () => void;
}) {
  const unread = notification.readAt === null;
  const body = (
    <span className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">Non lue : </span> : null}
          {notification.title}
        </span>
        <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </span>
  );
  const className = 'block px-4 py-3';
  if (!notification.link) return <div className={className}>{body}</div>;
  return (
    <Link
      href={notification.link}
      onClick={onNavigate}
      className={cn(
        className,
        'hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {body}
    </Link>
  );
}
