/** Monday-first week with the short keys casinos.operating_hours uses. */
export const WEEKDAYS = [
  { key: 'mon', label: 'Monday' },
  { key: 'tue', label: 'Tuesday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'thu', label: 'Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number]['key'];

/** Every key of casinos.operating_hours: 'general' (one text for all days), then the weekdays. */
export const HOURS_KEYS = [{ key: 'general', label: 'General' }, ...WEEKDAYS] as const;
export type HoursKey = (typeof HOURS_KEYS)[number]['key'];
