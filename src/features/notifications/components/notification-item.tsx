import { ExternalLink, Megaphone, PartyPopper, Smartphone, Wrench } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { relativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { UserNotification } from '../api/get-user-notifications';
import { actionTarget, notificationKind, priorityDotClass } from '../lib/notification-style';

/** Type icon: promotion party popper, maintenance wrench, update phone, anything else megaphone. */
export function NotificationTypeIcon({ type, className }: { type: string | null; className?: string }) {
  const kind = notificationKind(type);
  const props = { className, 'aria-hidden': true, 'data-kind': kind } as const;
  switch (kind) {
    case 'promotion':
      return <PartyPopper {...props} />;
    case 'maintenance':
      return <Wrench {...props} />;
    case 'update':
      return <Smartphone {...props} />;
    default:
      return <Megaphone {...props} />;
  }
}

/** One row of the bell's list; the whole row is a button. */
export function NotificationItem({
  notification,
  onSelect,
  full = false,
}: {
  notification: UserNotification;
  onSelect: (n: UserNotification) => void;
  /** The whole message (the all-notifications page); the bell shows two lines. */
  full?: boolean;
}) {
  const unread = !notification.is_read;
  const { user } = useAuth();
  // A notification sent to everyone before the player signed up reached them when they signed up.
  const receivedAt =
    user?.created_at && Date.parse(user.created_at) > Date.parse(notification.created_at) ? user.created_at : notification.created_at;
  return (
    <button
      type="button"
      onClick={() => onSelect(notification)}
      data-unread={unread}
      className={cn(
        'flex w-full gap-3 px-3 py-2.5 text-left transition-colors outline-none hover:bg-secondary focus-visible:bg-secondary',
        unread && 'bg-secondary/50',
      )}
    >
      <span className="flex shrink-0 items-center gap-1.5 self-start pt-0.5">
        <span className={cn('size-2 rounded-full', priorityDotClass(notification.priority))} aria-hidden />
        <NotificationTypeIcon type={notification.notification_type} className="size-4 text-muted-foreground" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug', unread ? 'font-semibold' : 'font-medium')}>{notification.title}</span>
        <span className={cn('text-xs text-muted-foreground', full ? 'break-words whitespace-pre-line' : 'line-clamp-2')}>
          {notification.message}
        </span>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <span>{relativeTime(receivedAt)}</span>
          {notification.action_text && <span className="font-medium text-primary">{notification.action_text}</span>}
          {actionTarget(notification.action_url) && <ExternalLink className="size-3 text-primary" aria-hidden />}
        </span>
      </span>
      {unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" role="img" />}
    </button>
  );
}
