/** Report reasons (spec part 2 §2.5, §9); Other stores the details text, or 'other' when blank. */
export const REPORT_REASONS = [
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const DEFAULT_REPORT_REASON: ReportReason = 'inappropriate';
/** The database allows at most 1000 characters in a reason. */
export const REPORT_DETAILS_MAX = 1000;

/** The value stored in social_post_reports.reason. */
export function reportReasonValue(reason: ReportReason, details = ''): string {
  if (reason !== 'other') return reason;
  const text = details.trim().slice(0, REPORT_DETAILS_MAX).trim();
  return text === '' ? 'other' : text;
}

/** Toast text for a failed report: duplicates are explained, else the server message or a default. */
export function reportErrorMessage(error: unknown): string {
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message ?? '')
      : '';
  if (/duplicate/i.test(message)) return 'You already reported this post.';
  return message || 'Failed to report';
}
