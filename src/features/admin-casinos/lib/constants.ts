/** Option lists of the casino form (spec part 1 §9) and the admin enums (spec part 2 §3-4). */
export const CASINO_TYPES = [
  'Resort Casino',
  'Tribal Casino',
  'Riverboat Casino',
  'Racetrack Casino',
  'Commercial Casino',
  'Online Casino',
  'Other',
] as const;

export const GAMING_CLASSES = ['Class II', 'Class III', 'Both'] as const;

export const AMENITIES = [
  'ATM',
  'Valet Parking',
  'Gift Shop',
  'Free Parking',
  'Wi-Fi',
  'VIP Area',
  'Player Rewards Center',
  'Security',
  'Coat Check',
] as const;

export const DINING_OPTIONS = [
  'Buffet',
  'Sports Bar',
  'Fine Dining',
  'Casual Dining',
  'Coffee Shop',
  'Food Court',
  'Room Service',
  'Deli',
  'Pizza',
  'Fast Food',
] as const;

export const SPECIAL_FEATURES = [
  'Live Entertainment',
  'Poker Room',
  'Sports Betting',
  'High Limit Area',
  'Non-Smoking Section',
  'Tournament Area',
  'Private Gaming',
  'Bingo Hall',
] as const;

export { HOURS_KEYS, type HoursKey } from '@/lib/operating-hours';

export const VALIDATION_STATUSES = ['pending', 'flagged', 'validated', 'duplicate'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];
export const VALIDATION_STATUS_LABELS: Record<ValidationStatus, string> = {
  pending: 'Pending',
  flagged: 'Flagged',
  validated: 'Validated',
  duplicate: 'Duplicate',
};

export const IMPORT_STATUSES = ['pending', 'in_progress', 'completed', 'needs_review'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  needs_review: 'Needs Review',
};

export const PRIORITY_LEVELS = [1, 2, 3, 4, 5] as const;

/** The search query of the comprehensive (whole-USA) import. */
export const COMPREHENSIVE_QUERY = 'comprehensive usa-casino';
export const EMPTY_SEARCH_ERROR = 'Please enter a search location (e.g., "Nevada", "Las Vegas", "CA")';

export const DIRECTORY_PAGE_SIZE = 25;
export const VALIDATION_QUEUE_SIZE = 10;
