import type { Json } from '@/lib/database.types';
import { WEEKDAYS, type WeekdayKey } from '@/lib/operating-hours';
import { safeHref } from '@/lib/safe-url';

export const DEFAULT_HOURS = '24/7';
export const DEFAULT_AGE_REQUIREMENT = 21;
export const CARD_AMENITIES = 3;
export const CARD_DINING = 2;

const JS_DAY_KEYS: WeekdayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function weekdayKey(date: Date): WeekdayKey {
  return JS_DAY_KEYS[date.getDay()];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Hours for one weekday from operating_hours: a plain string applies to every day; an object is read by
 * short weekday key (also full or capitalised names), then its 'general' entry; otherwise '24/7'.
 */
export function hoursForDay(hours: Json | null | undefined, day: WeekdayKey): string {
  const plain = text(hours);
  if (plain) return plain;
  if (!hours || typeof hours !== 'object' || Array.isArray(hours)) return DEFAULT_HOURS;
  const entries = new Map(Object.entries(hours).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const full = WEEKDAYS.find((d) => d.key === day)!.label.toLowerCase();
  return text(entries.get(day)) ?? text(entries.get(full)) ?? text(entries.get('general')) ?? DEFAULT_HOURS;
}

/** Today's hours (local weekday). */
export function todayHours(hours: Json | null | undefined, now: Date = new Date()): string {
  return hoursForDay(hours, weekdayKey(now));
}

/** The Monday-to-Sunday list shown on the detail page. */
export function weeklyHours(hours: Json | null | undefined): { key: WeekdayKey; label: string; hours: string }[] {
  return WEEKDAYS.map((d) => ({ key: d.key, label: d.label, hours: hoursForDay(hours, d.key) }));
}

/** The first `count` items and how many are left for the '+N more' label. */
export function takeWithMore<T>(items: readonly T[] | null | undefined, count: number): { shown: T[]; more: number } {
  const list = items ?? [];
  return { shown: list.slice(0, count), more: Math.max(0, list.length - count) };
}

export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/** A link for a stored website: https:// is prefixed when no scheme is given; null when it is not a safe web address. */
export function websiteHref(website: string | null | undefined): string | null {
  return safeHref(website, 'website');
}

/** The website without its scheme and trailing slash, for display. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

interface AddressParts {
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  location?: string | null;
}

/** '3600 S Las Vegas Blvd, Las Vegas, NV 89109' (missing parts left out; falls back to location). */
export function formatAddress(c: AddressParts): string {
  const stateZip = [c.state, c.zip_code].filter((p) => p?.trim()).join(' ');
  const parts = [c.street_address, c.city, stateZip].filter((p): p is string => !!p?.trim());
  return parts.length ? parts.join(', ') : (c.location?.trim() ?? '');
}

/** A Google Maps directions URL to the casino (address, else coordinates); null without either. */
export function directionsUrl(c: AddressParts & { name: string; latitude: number | null; longitude: number | null }): string | null {
  const address = formatAddress(c);
  const destination = address ? `${c.name}, ${address}` : c.latitude != null && c.longitude != null ? `${c.latitude},${c.longitude}` : null;
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null;
}

/** Age badge text ('18+'), only when the requirement is not 21. */
export function ageBadge(age: number | null | undefined): string | null {
  return age != null && age !== DEFAULT_AGE_REQUIREMENT ? `${age}+` : null;
}
