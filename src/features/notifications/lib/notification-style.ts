import { isExternalHref, safeHref } from '@/lib/safe-url';
export const BADGE_CAP = 99;

/** The bell's unread badge: the count, '99+' above 99, nothing for none. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

const PRIORITY_DOT: Record<string, string> = {
  urgent: 'bg-red-500',
  high: 'bg-orange-500',
  normal: 'bg-blue-500',
  low: 'bg-gray-400',
};

/** Dot colour per priority: urgent red, high orange, normal blue, low grey, anything else blue. */
export function priorityDotClass(priority: string | null | undefined): string {
  return PRIORITY_DOT[priority ?? ''] ?? PRIORITY_DOT.normal;
}

export type NotificationKind = 'promotion' | 'maintenance' | 'update' | 'general';

/** The known types; any other value is treated as general. */
export function notificationKind(type: string | null | undefined): NotificationKind {
  return type === 'promotion' || type === 'maintenance' || type === 'update' ? type : 'general';
}

/**
 * Where an action URL leads: http(s) in a new tab, an app path (/...) inside the app; null for none and for
 * anything else (javascript:, data:, ...), which is never opened.
 */
export function actionTarget(url: string | null | undefined): { href: string; external: boolean } | null {
  const href = safeHref(url, 'action');
  return href ? { href, external: isExternalHref(href) } : null;
}
