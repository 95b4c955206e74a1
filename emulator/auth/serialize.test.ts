import { describe, expect, it } from 'vitest';
import { mergeMetadata, serializeUser } from './serialize';
import type { UserRow } from './types';

const row = (over: Partial<UserRow> = {}): UserRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'a@b.co',
  encrypted_password: '$2b$10$x',
  email_confirmed_at: null,
  invited_at: null,
  confirmation_sent_at: new Date('2024-01-02T03:04:05.678Z'),
  recovery_sent_at: null,
  email_change: null,
  email_change_sent_at: null,
  last_sign_in_at: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { first_name: 'A' },
  created_at: new Date('2024-01-01T00:00:00Z'),
  updated_at: new Date('2024-01-01T00:00:00Z'),
  phone: null,
  phone_confirmed_at: null,
  confirmed_at: null,
  banned_until: null,
  is_anonymous: false,
  ...over,
});

describe('serializeUser', () => {
  it('omits null timestamps, never exposes the password hash, and renders ISO-8601', () => {
    const json = serializeUser(row(), []);
    expect(json).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@b.co',
      phone: '',
      confirmation_sent_at: '2024-01-02T03:04:05.678Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'A' },
      identities: [],
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
      is_anonymous: false,
    });
  });

  it('shows a pending e-mail change as new_email with its sent time', () => {
    const json = serializeUser(row({ email_change: 'n@b.co', email_change_sent_at: new Date('2024-02-01T00:00:00Z') }), []);
    expect(json.new_email).toBe('n@b.co');
    expect(json.email_change_sent_at).toBe('2024-02-01T00:00:00.000Z');
  });

  it('maps identities to identity_id (row id) and id (provider id)', () => {
    const json = serializeUser(row(), [
      {
        id: 'ident-row',
        provider_id: 'prov-id',
        user_id: 'u',
        identity_data: { sub: 'u' },
        provider: 'email',
        last_sign_in_at: null,
        created_at: new Date('2024-01-01T00:00:00Z'),
        updated_at: new Date('2024-01-01T00:00:00Z'),
        email: 'a@b.co',
      },
    ]);
    expect(json.identities).toEqual([
      {
        identity_id: 'ident-row',
        id: 'prov-id',
        user_id: 'u',
        identity_data: { sub: 'u' },
        provider: 'email',
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-01-01T00:00:00.000Z',
        email: 'a@b.co',
      },
    ]);
  });
});

describe('mergeMetadata', () => {
  it('overwrites keys, adds new ones and deletes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2, c: 3 }, { a: 9, b: null, d: 4 })).toEqual({ a: 9, c: 3, d: 4 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});
