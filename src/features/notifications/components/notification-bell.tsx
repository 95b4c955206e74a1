import { Bell } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { useLazyPopup } from '@/hooks/use-lazy-module';
import { Button } from '@/components/ui/button';
import { useUserNotifications } from '../api/get-user-notifications';
import { useNotificationsRealtime } from '../hooks/use-notifications-realtime';
import { unreadBadgeLabel } from '../lib/notification-style';

const loadPanel = () => import('./notification-panel');

/** Top bar bell: unread badge and a dropdown of the user's notifications (signed in only). */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInBell userId={user.id} />;
}

/**
 * The badge and the realtime refresh live here, in the shell; the dropdown (list, mark read) is its own
 * chunk, fetched when the browser is idle or on the first click.
 */
function SignedInBell({ userId }: { userId: string }) {
  const { data: notifications = [] } = useUserNotifications();
  useNotificationsRealtime(userId);
  const popup = useLazyPopup(loadPanel);
  const Panel = popup.module?.NotificationPanel;

  const unreadCount = notifications.filter((n) => !n.is_read).length;
  const badge = unreadBadgeLabel(unreadCount);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications'}
      className="relative text-white hover:bg-white/10 hover:text-white"
      onClick={popup.onTriggerClick}
    >
      <Bell className="size-5" />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground ring-2 ring-brand-dark"
        >
          {badge}
        </span>
      )}
    </Button>
  );
  return Panel ? <Panel open={popup.open} onOpenChange={popup.setOpen} trigger={trigger} /> : trigger;
}
