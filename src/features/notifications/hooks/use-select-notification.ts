import { useNavigate } from 'react-router-dom';
import type { UserNotification } from '../api/get-user-notifications';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { actionTarget } from '../lib/notification-style';

/**
 * Choosing a notification (spec part 1 §2): marks it read if unread and opens its action URL, an http URL in a
 * new tab, any other in this window (after `beforeNavigate`, e.g. closing the bell's dropdown).
 */
export function useSelectNotification(beforeNavigate?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationReadMutation();
  return (n: UserNotification) => {
    if (!n.is_read) markRead.mutate({ notificationId: n.notification_id });
    const target = actionTarget(n.action_url);
    if (!target) return;
    if (target.external) {
      window.open(target.href, '_blank', 'noopener,noreferrer');
    } else {
      beforeNavigate?.();
      navigate(target.href);
    }
  };
}
