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

/** How an action URL opens: http(s) in a new tab, anything else inside the app. */
export function actionTarget(url: string | null | undefined): 'external' | 'internal' | null {
  const value = url?.trim();
  if (!value) return null;
  return /^http/i.test(value) ? 'external' : 'internal';
}
