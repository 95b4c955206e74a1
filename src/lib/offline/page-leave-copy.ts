import type { DehydratedState } from '@tanstack/react-query';

/**
 * Leaving the page: an IndexedDB save started then does not finish, so the queries changed since the last
 * finished save (e.g. a list refetched after a write a moment ago) are also written synchronously to
 * localStorage, small as they are. The next start puts them over the IndexedDB copy, and they are dropped once a
 * save there has finished (it holds them then). The outbox is not in it: its writes are saved the moment they change.
 */
const changesKey = (userId: string) => `slotplay-offline:unsaved:${userId}`;

function safeLocalStorage<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined; // no storage or full: the IndexedDB copy stands
  }
}
/**
 * JSON keeps less than IndexedDB's structured clone: Maps, Sets and Dates in query data (e.g. the casino
 * preferences by casino id) are tagged on the way out and rebuilt on the way in, so the page-leave copy reads
 * back as the IndexedDB copy would.
 */
const TAG = '__slotplay_type';
function toJson(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [TAG]: 'Map', entries: [...value.entries()] };
  if (value instanceof Set) return { [TAG]: 'Set', values: [...value.values()] };
  return value;
}
function fromJson(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && TAG in value) {
    const tagged = value as { [TAG]: string; entries?: [unknown, unknown][]; values?: unknown[]; iso?: string };
    if (tagged[TAG] === 'Map') return new Map(tagged.entries);
    if (tagged[TAG] === 'Set') return new Set(tagged.values);
    if (tagged[TAG] === 'Date' && tagged.iso) return new Date(tagged.iso);
  }
  return value;
}
function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]; // before toJSON, which turns a Date into its ISO string
  return raw instanceof Date ? { [TAG]: 'Date', iso: raw.toISOString() } : toJson(key, value);
}
/** The page-leave copy's text, with Maps, Sets and Dates kept. */
export const encodeUnsaved = (state: DehydratedState): string => JSON.stringify(state, tagDates);
/** Reads a page-leave copy written by `encodeUnsaved`. */
export const decodeUnsaved = (text: string): DehydratedState => JSON.parse(text, fromJson) as DehydratedState;

/** The user's page-leave copy, or null (none, or unreadable). */
export function readPageLeaveCopy(userId: string): DehydratedState | null {
  const raw = safeLocalStorage(() => localStorage.getItem(changesKey(userId)));
  try {
    return raw ? decodeUnsaved(raw) : null;
  } catch {
    return null;
  }
}

/** Writes the user's page-leave copy (synchronously: the page is going). */
export function writePageLeaveCopy(userId: string, state: DehydratedState): void {
  safeLocalStorage(() => localStorage.setItem(changesKey(userId), encodeUnsaved(state)));
}

/** Drops the user's page-leave copy (IndexedDB holds what it held, or the user signed out). */
export function dropPageLeaveCopy(userId: string): void {
  safeLocalStorage(() => localStorage.removeItem(changesKey(userId)));
}
