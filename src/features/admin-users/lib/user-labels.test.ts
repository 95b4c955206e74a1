import { describe, expect, it } from 'vitest';
import { deleteLabel, deleteUserConfirm, formatDay, formatLastActive, fullName, nameOrNA, shortUserId } from './user-labels';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('user labels', () => {
  it('joins the names and falls back to N/A', () => {
    expect(fullName({ first_name: ' Dana ', last_name: 'Reyes' })).toBe('Dana Reyes');
    expect(fullName({ first_name: 'Dana', last_name: null })).toBe('Dana');
    expect(nameOrNA({ first_name: null, last_name: '  ' })).toBe('N/A');
  });

  it('names a user to delete by name, else e-mail, else short id', () => {
    expect(deleteLabel({ id, first_name: 'Dana', last_name: 'Reyes', email: 'd@x.test' })).toBe('Dana Reyes');
    expect(deleteLabel({ id, first_name: null, last_name: null, email: 'd@x.test' })).toBe('d@x.test');
    expect(deleteLabel({ id, first_name: null, last_name: null, email: null })).toBe('0f8fad5b');
  });

  it('builds the spec delete confirmation', () => {
    expect(deleteUserConfirm({ id, first_name: null, last_name: null, email: 'sam@slotplay.test' })).toBe(
      'Are you sure you want to delete sam@slotplay.test? This action cannot be undone and will delete all associated data including sessions, W2Gs, and social posts.',
    );
  });

  it('shortens ids and formats dates with fallbacks', () => {
    expect(shortUserId(id)).toBe('0f8fad5b');
    expect(formatDay('2025-03-07T10:00:00')).toBe('Mar 07, 2025');
    expect(formatDay('2025-03-07')).toBe('Mar 07, 2025');
    expect(formatDay(null)).toBe('N/A');
    expect(formatLastActive('2025-03-07T09:05:00')).toBe('Mar 07, 2025 09:05');
    expect(formatLastActive(null)).toBe('Never');
    expect(formatLastActive(undefined, 'Never signed in')).toBe('Never signed in');
  });
});
