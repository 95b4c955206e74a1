import { URL_ATTACKS } from '@/test/url-attacks';
import { describe, expect, it } from 'vitest';
import {
  buildNotificationInsert,
  buildNotificationUpdate,
  emptyNotificationForm,
  isoToLocalDateTime,
  notificationFormSchema,
  parseNotificationStats,
  targetLabel,
  toNotificationFormValues,
  type NotificationFormValues,
  type NotificationRow,
} from './notification-form';

const CASINO = '333b5758-0b82-53fd-904e-a7e1c671367e';
const U1 = '0f8fad5b-d9cb-469f-a165-70867728950e';
const U2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const form = (over: Partial<NotificationFormValues>): NotificationFormValues => ({
  ...emptyNotificationForm(),
  title: ' Hello ',
  message: ' World ',
  ...over,
});

describe('buildNotificationInsert', () => {
  it('omits every empty optional field and the targets of other target types', () => {
    const row = buildNotificationInsert(form({ target_casino_id: CASINO, target_users: [U1] }), null);
    expect(row).toEqual({ title: 'Hello', message: 'World', notification_type: 'general', priority: 'normal', target_type: 'all' });
  });

  it('sends target_users only for specific (deduplicated)', () => {
    const row = buildNotificationInsert(form({ target_type: 'specific', target_users: [U1, U2, U1], target_casino_id: CASINO }), null);
    expect(row.target_users).toEqual([U1, U2]);
    expect(row).not.toHaveProperty('target_casino_id');
  });

  it('sends target_casino_id only for casino_users', () => {
    const row = buildNotificationInsert(form({ target_type: 'casino_users', target_casino_id: CASINO, target_users: [U1] }), null);
    expect(row.target_casino_id).toBe(CASINO);
    expect(row).not.toHaveProperty('target_users');
  });

  it('keeps filled optional fields, converts the expiry to ISO and records the author', () => {
    const row = buildNotificationInsert(
      form({
        action_url: ' /w2g/reports ',
        action_text: 'Open',
        expires_at: '2030-01-02T03:04',
        priority: 'urgent',
        notification_type: 'promotion',
      }),
      U2,
    );
    expect(row).toMatchObject({
      action_url: '/w2g/reports',
      action_text: 'Open',
      priority: 'urgent',
      notification_type: 'promotion',
      created_by: U2,
    });
    expect(row.expires_at).toBe(new Date(2030, 0, 2, 3, 4).toISOString());
  });
});

describe('buildNotificationUpdate', () => {
  it('clears what no longer applies with null', () => {
    const patch = buildNotificationUpdate(form({ target_type: 'all', target_users: [U1] }));
    expect(patch).toMatchObject({ target_users: null, target_casino_id: null, action_url: null, action_text: null, expires_at: null });
    expect(patch).not.toHaveProperty('created_by');
  });
});

describe('notificationFormSchema', () => {
  it('requires title and message', () => {
    const r = notificationFormSchema.safeParse(emptyNotificationForm());
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['title', 'Title is required'],
      ['message', 'Message is required'],
    ]);
  });
  it('requires a casino or users for the targeted types', () => {
    expect(notificationFormSchema.safeParse(form({ target_type: 'casino_users' })).error?.issues[0].path).toEqual(['target_casino_id']);
    expect(notificationFormSchema.safeParse(form({ target_type: 'specific' })).error?.issues[0].path).toEqual(['target_users']);
    expect(notificationFormSchema.safeParse(form({ target_type: 'specific', target_users: [U1] })).success).toBe(true);
  });
});

describe('round trip and labels', () => {
  it('turns a stored row into dialog values', () => {
    const expires = new Date(2031, 5, 7, 8, 9).toISOString();
    const row: NotificationRow = {
      id: 'n1',
      title: 'T',
      message: 'M',
      target_type: 'specific',
      target_users: [U1],
      target_casino_id: null,
      notification_type: 'weird',
      priority: 'high',
      action_url: null,
      action_text: 'Go',
      expires_at: expires,
      is_active: true,
      created_by: null,
      created_at: '',
      updated_at: '',
    };
    expect(toNotificationFormValues(row)).toEqual({
      title: 'T',
      message: 'M',
      notification_type: 'general',
      priority: 'high',
      target_type: 'specific',
      target_casino_id: '',
      target_users: [U1],
      action_url: '',
      action_text: 'Go',
      expires_at: '2031-06-07T08:09',
    });
    expect(isoToLocalDateTime(null)).toBe('');
  });

  it('labels targets and parses stats', () => {
    expect(targetLabel('casino_users')).toBe('Casino Users');
    expect(targetLabel('specific')).toBe('Specific Users');
    expect(targetLabel('all')).toBe('All Users');
    expect(parseNotificationStats({ totalNotifications: 6, activeNotifications: 5, readRate: 37.5, totalReads: 3 })).toEqual({
      totalNotifications: 6,
      activeNotifications: 5,
      readRate: 37.5,
      totalReads: 3,
    });
    expect(parseNotificationStats(null).readRate).toBe(0);
  });
});

describe('action URL', () => {
  it('takes https and app paths and refuses javascript:, data:, vbscript: and whitespace tricks', () => {
    const parse = (action_url: string) =>
      notificationFormSchema.safeParse({ ...emptyNotificationForm(), title: 't', message: 'm', action_url }).success;
    expect(['https://www.redrockresort.com', '/w2g/reports', ''].map(parse)).toEqual([true, true, true]);
    expect(URL_ATTACKS.filter(parse)).toEqual([]);
  });
});
