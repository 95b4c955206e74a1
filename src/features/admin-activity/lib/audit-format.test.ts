import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, auditCsv, changeSummary, dayStart, fieldChanges, type AuditEntry } from './audit-format';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  occurred_at: '2026-03-01T12:00:00+00:00',
  actor_id: 'a1',
  actor_email: 'admin@slotplay.test',
  actor_kind: 'admin',
  action: 'casino.archive',
  table_name: 'casinos',
  record_id: 'c1',
  before: { archived_at: null },
  after: { archived_at: '2026-03-01T12:00:00+00:00' },
  personal_removed: false,
  ip: '127.0.0.1',
  user_agent: 'UA',
  ...over,
});

describe('audit-format', () => {
  it('names actions in words, and shows an unknown one as it is', () => {
    expect(actionLabel('casino.archive')).toBe('Casino archived');
    expect(actionLabel('post.hide')).toBe('Post hidden');
    expect(actionLabel('user.delete')).toBe('Account deleted');
    expect(actionLabel('user.password_reset')).toBe('Password reset e-mail sent');
    expect(actionLabel('widget.spin')).toBe('widget.spin');
  });

  it('names who acted', () => {
    expect(actorLabel(entry())).toBe('admin@slotplay.test');
    expect(actorLabel(entry({ actor_kind: 'service_role', actor_email: null, actor_id: null }))).toBe('Service role');
    expect(actorLabel(entry({ actor_kind: 'system', actor_email: null, actor_id: null }))).toBe('System');
  });

  it('lists every field of either side, sorted, and summarises the change on one line', () => {
    expect(fieldChanges({ phone: '1', name: 'A' }, { phone: '2' })).toEqual([
      { field: 'name', before: 'A', after: undefined },
      { field: 'phone', before: '1', after: '2' },
    ]);
    expect(changeSummary(entry())).toBe('archived_at: — → 2026-03-01T12:00:00+00:00');
    expect(changeSummary(entry({ before: null, after: { name: 'X' } }))).toBe('created');
    expect(changeSummary(entry({ before: { name: 'X' }, after: null }))).toBe('deleted');
    expect(changeSummary(entry({ before: { tags: ['a'] }, after: { tags: ['a', 'b'] } }))).toBe('tags: ["a"] → ["a","b"]');
  });

  it('exports a formula-safe CSV', () => {
    const csv = auditCsv([entry({ record_id: '=HYPERLINK("x")', after: { name: '+1' }, before: { name: '-2' } })]);
    expect(csv).toBe(
      'Time,Admin,Action,Table,Record,Before,After,IP,User agent\r\n' +
        '2026-03-01T12:00:00+00:00,admin@slotplay.test,casino.archive,casinos,"\'=HYPERLINK(""x"")","{""name"":""-2""}","{""name"":""+1""}",127.0.0.1,UA\r\n',
    );
  });

  it('turns a day into the instant its local midnight starts', () => {
    const start = dayStart('2026-03-01');
    expect(start).toBe(new Date(2026, 2, 1).toISOString());
    expect(dayStart('2026-03-01', 1)).toBe(new Date(2026, 2, 2).toISOString());
    expect(dayStart('2026-3-1')).toBeNull();
  });
});
