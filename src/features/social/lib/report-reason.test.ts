import { REPORT_REASONS, reportErrorMessage, reportReasonValue } from './report-reason';

describe('reportReasonValue', () => {
  it('stores the fixed reasons as their keys', () => {
    expect(reportReasonValue('inappropriate')).toBe('inappropriate');
    expect(reportReasonValue('spam', 'ignored details')).toBe('spam');
    expect(reportReasonValue('harassment')).toBe('harassment');
  });

  it('stores the details text for Other, trimmed', () => {
    expect(reportReasonValue('other', '  Fake screenshot  ')).toBe('Fake screenshot');
  });

  it("stores 'other' when the details are blank", () => {
    expect(reportReasonValue('other')).toBe('other');
    expect(reportReasonValue('other', '   ')).toBe('other');
  });

  it('cuts the details to the 1000 characters the database allows', () => {
    expect(reportReasonValue('other', 'x'.repeat(1200))).toHaveLength(1000);
  });

  it('offers the four reasons with their labels in order', () => {
    expect(REPORT_REASONS.map((r) => r.label)).toEqual(['Inappropriate content', 'Spam', 'Harassment', 'Other']);
  });
});

describe('reportErrorMessage', () => {
  it('explains a duplicate report', () => {
    expect(reportErrorMessage({ message: 'duplicate key value violates unique constraint "social_post_reports_post_reporter_key"' })).toBe(
      'You already reported this post.',
    );
  });

  it('shows the server message otherwise, or a default', () => {
    expect(reportErrorMessage(new Error('new row violates row-level security policy'))).toBe('new row violates row-level security policy');
    expect(reportErrorMessage({ message: '' })).toBe('Failed to report');
    expect(reportErrorMessage(null)).toBe('Failed to report');
  });
});
