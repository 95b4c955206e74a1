import { actionTarget, notificationKind, priorityDotClass, unreadBadgeLabel } from './notification-style';

describe('unreadBadgeLabel', () => {
  it('shows the count up to 99', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
  });

  it("caps at '99+' above 99", () => {
    expect(unreadBadgeLabel(100)).toBe('99+');
    expect(unreadBadgeLabel(5000)).toBe('99+');
  });

  it('shows nothing without unread items', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
  });
});

describe('priorityDotClass', () => {
  it('colours by priority, unknown as normal blue', () => {
    expect(priorityDotClass('urgent')).toBe('bg-red-500');
    expect(priorityDotClass('high')).toBe('bg-orange-500');
    expect(priorityDotClass('normal')).toBe('bg-blue-500');
    expect(priorityDotClass('low')).toBe('bg-gray-400');
    expect(priorityDotClass('critical')).toBe('bg-blue-500');
    expect(priorityDotClass(null)).toBe('bg-blue-500');
  });
});

describe('notificationKind', () => {
  it('keeps the known types and treats others as general', () => {
    expect(notificationKind('promotion')).toBe('promotion');
    expect(notificationKind('maintenance')).toBe('maintenance');
    expect(notificationKind('update')).toBe('update');
    expect(notificationKind('general')).toBe('general');
    expect(notificationKind('announcement')).toBe('general');
    expect(notificationKind(undefined)).toBe('general');
  });
});

describe('actionTarget', () => {
  it('opens http URLs outside and paths inside the app', () => {
    expect(actionTarget('https://www.redrockresort.com')).toEqual({ href: 'https://www.redrockresort.com', external: true });
    expect(actionTarget('http://example.com')).toEqual({ href: 'http://example.com', external: true });
    expect(actionTarget('/w2g/reports')).toEqual({ href: '/w2g/reports', external: false });
    expect(actionTarget('')).toBeNull();
    expect(actionTarget(null)).toBeNull();
  });

  it('never opens script, data or protocol-relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example.com',
      'w2g/reports',
    ]) {
      expect(actionTarget(url)).toBeNull();
    }
  });
});
