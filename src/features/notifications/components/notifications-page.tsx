import { Bell, BellOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserNotifications } from '../api/get-user-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useSelectNotification } from '../hooks/use-select-notification';
import { NotificationItem } from './notification-item';

/** /notifications ("View All Notifications"): every notification of the player in full, newest first. */
export function NotificationsPage() {
  const { data: notifications = [], isPending, isError, refetch } = useUserNotifications();
  const markAll = useMarkAllNotificationsReadMutation();
  const select = useSelectNotification();
  const unread = notifications.filter((n) => !n.is_read);
  const markAllRead = () =>
    markAll.mutate(
      { unreadIds: unread.map((n) => n.notification_id) },
      { onSuccess: () => toast.success('Success', { description: 'All notifications marked as read' }) },
    );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <title>Notifications · Slot Play Tracker</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Bell className="size-6 text-primary" aria-hidden />
          Notifications
          {unread.length > 0 && <Badge variant="destructive">{unread.length} new</Badge>}
        </h1>
        {unread.length > 0 && (
          <Button variant="outline" size="sm" onClick={markAllRead} disabled={markAll.isPending}>
            Mark all read
          </Button>
        )}
      </div>
      <Card className="gap-0 overflow-hidden py-0">
        {isPending ? (
          <div className="grid gap-2 p-3" role="status" aria-label="Loading notifications">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-2 px-3 py-8 text-sm">
            <p className="text-destructive">Could not load notifications.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-3 py-10 text-center">
            <BellOff className="mb-1 size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No notifications yet</p>
            <p className="text-xs text-muted-foreground">We'll notify you when something important happens</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="All notifications">
            {notifications.map((n) => (
              <li key={n.notification_id}>
                <NotificationItem notification={n} onSelect={select} full />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
