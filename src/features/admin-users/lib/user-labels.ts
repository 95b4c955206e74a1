import { format, parseISO } from 'date-fns';

interface Named {
  first_name: string | null;
  last_name: string | null;
}

/** "First Last", or null when neither name is set. */
export function fullName(u: Named): string | null {
  const name = [u.first_name, u.last_name]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The Name column: the full name or 'N/A'. */
export function nameOrNA(u: Named): string {
  return fullName(u) ?? 'N/A';
}

/** Who a delete confirmation names: the full name, else the e-mail, else the short id. */
export function deleteLabel(u: Named & { email: string | null; id: string }): string {
  return fullName(u) ?? (u.email?.trim() || shortUserId(u.id));
}

/** The User ID column: the first 8 characters. */
export function shortUserId(id: string): string {
  return id.slice(0, 8);
}

/** 'MMM dd, yyyy' for an ISO timestamp or date, or `fallback` when missing. */
export function formatDay(iso: string | null | undefined, fallback = 'N/A'): string {
  return iso ? format(parseISO(iso), 'MMM dd, yyyy') : fallback;
}

/** Last active as 'MMM dd, yyyy HH:mm', or `fallback` ('Never'). */
export function formatLastActive(iso: string | null | undefined, fallback = 'Never'): string {
  return iso ? format(parseISO(iso), 'MMM dd, yyyy HH:mm') : fallback;
}

export function deleteUserConfirm(u: Named & { email: string | null; id: string }): string {
  return `Are you sure you want to delete ${deleteLabel(u)}? This action cannot be undone and will delete all associated data including sessions, W2Gs, and social posts.`;
}
