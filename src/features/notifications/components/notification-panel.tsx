import type { ReactNode } from 'react';
import { BellOff } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useUserNotifications } from '../api/get-user-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { paths } from '@/config/paths';
import { useSelectNotification } from '../hooks/use-select-notification';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell button (NotificationBell renders it, with the unread badge). */
  trigger: ReactNode;
}

/** The bell's dropdown: the user's notifications, mark read, mark all read (loaded on demand). */
export function NotificationPanel({ open, onOpenChange, trigger }: NotificationPanelProps) {
  const navigate = useNavigate();
  const { data: notifications = [], isPending, isError } = useUserNotifications();
  const markAll = useMarkAllNotificationsReadMutation();
  const unread = notifications.filter((n) => !n.is_read);

  const select = useSelectNotification(() => onOpenChange(false));
  // The spec leaves its destination open: the list of all notifications, each in full.
  const viewAll = () => {
    onOpenChange(false);
    navigate(paths.notifications.getHref());
  };

  const markAllRead = () =>
    markAll.mutate(
      { unreadIds: unread.map((n) => n.notification_id) },
      { onSuccess: () => toast.success('Success', { description: 'All notifications marked as read' }) },
    );

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0" aria-label="Notifications" role="dialog">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2.5">
          <div className="flex items-center gap-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {unread.length > 0 && <Badge variant="destructive">{unread.length} new</Badge>}
          </div>
          {unread.length > 0 && (
            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-primary" onClick={markAllRead} disabled={markAll.isPending}>
              Mark all read
            </Button>
          )}
        </div>
        {isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-5 text-primary" label="Loading notifications" />
          </div>
        ) : isError ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">Could not load notifications.</p>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-3 py-8 text-center">
            <BellOff className="mb-1 size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No notifications yet</p>
            <p className="text-xs text-muted-foreground">We'll notify you when something important happens</p>
          </div>
        ) : (
          <>
            <ul className="max-h-64 divide-y overflow-y-auto" aria-label="Notification list">
              {notifications.map((n) => (
                <li key={n.notification_id}>
                  <NotificationItem notification={n} onSelect={select} />
                </li>
              ))}
            </ul>
            <div className="border-t p-1.5">
              <Button variant="ghost" size="sm" className="w-full text-primary" onClick={viewAll}>
                View All Notifications
              </Button>
            </div>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
