export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export type StatusFilter = ModerationStatus | 'all';

export const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const MODERATION_PAGE_SIZE = 25;

export function isModerationStatus(v: string): v is ModerationStatus {
  return (MODERATION_STATUSES as readonly string[]).includes(v);
}

/** The User column: nickname, else e-mail, else the first 8 characters of the user id. */
export function postUserLabel(userId: string, profile: { nickname: string | null; email: string | null } | null): string {
  const nickname = profile?.nickname?.trim();
  if (nickname) return nickname;
  const email = profile?.email?.trim();
  if (email) return email;
  return userId.slice(0, 8);
}

/** Reports per post id, from the report rows of the listed posts. */
export function countReports(rows: readonly { post_id: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { post_id } of rows) counts[post_id] = (counts[post_id] ?? 0) + 1;
  return counts;
}

/** Select-all checkbox state for the listed ids: true, false or 'indeterminate'. */
export function selectAllState(listed: readonly string[], selected: ReadonlySet<string>): boolean | 'indeterminate' {
  const n = listed.filter((id) => selected.has(id)).length;
  if (n === 0) return false;
  return n === listed.length ? true : 'indeterminate';
}
