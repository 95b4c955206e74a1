import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

const ACCOUNTS = [
  { email: 'demo@slotplay.test', password: 'DemoPlayer123!', first: 'Dana', last: 'Rivers', nickname: 'LuckyDana' },
  { email: 'sam@slotplay.test', password: 'DemoPlayer123!', first: 'Sam', last: 'Ortiz', nickname: 'ReelSam' },
  { email: 'admin@slotplay.test', password: 'DemoAdmin123!', first: 'Alex', last: 'Morgan', nickname: null },
];

describe('seeded demo accounts', () => {
  it.each(ACCOUNTS)('$email is confirmed, has an email identity and a bcrypt hash of its password', async (a) => {
    const { rows } = await emu.ctx.db.query<{
      id: string;
      encrypted_password: string;
      confirmed: boolean;
      app: unknown;
      meta: unknown;
      identity: unknown;
      provider_id: string;
    }>(
      `select u.id, u.encrypted_password, u.email_confirmed_at is not null as confirmed,
              u.raw_app_meta_data as app, u.raw_user_meta_data as meta, i.identity_data as identity, i.provider_id
       from auth.users u join auth.identities i on i.user_id = u.id and i.provider = 'email'
       where u.email = $1 and u.aud = 'authenticated' and u.role = 'authenticated'
         and u.instance_id = '00000000-0000-0000-0000-000000000000'`,
      [a.email],
    );
    expect(rows).toHaveLength(1);
    const u = rows[0];
    expect(bcrypt.compareSync(a.password, u.encrypted_password)).toBe(true);
    expect(bcrypt.compareSync('wrong-password', u.encrypted_password)).toBe(false);
    expect(u.confirmed).toBe(true);
    expect(u.app).toEqual({ provider: 'email', providers: ['email'] });
    expect(u.meta).toEqual({ first_name: a.first, last_name: a.last, user_type: 'app_user' });
    expect(u.identity).toEqual({ sub: u.id, email: a.email, email_verified: true });
    expect(u.provider_id).toBe(u.id);
  });

  it.each(ACCOUNTS)('$email signs in through supabase-js', async (a) => {
    const client = emu.anon();
    const { data, error } = await client.auth.signInWithPassword({ email: a.email, password: a.password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(a.email);
    expect(data.user?.user_metadata).toMatchObject({ first_name: a.first, last_name: a.last });
    expect(data.session?.access_token).toBeTruthy();
  });

  it('refuses a wrong password for the demo player', async () => {
    const { data, error } = await emu.anon().auth.signInWithPassword({ email: 'demo@slotplay.test', password: 'DemoPlayer123' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('creates profiles with nicknames and makes only the admin an admin', async () => {
    const { rows } = await emu.ctx.db.query<{ email: string; first_name: string; nickname: string | null; is_admin: boolean; role: string | null }>(
      `select p.email, p.first_name, p.nickname, a.id is not null as is_admin, a.role
       from public.profiles p left join public.admin_users a on a.id = p.id
       where p.email like '%@slotplay.test' order by p.email`,
    );
    expect(rows).toEqual([
      { email: 'admin@slotplay.test', first_name: 'Alex', nickname: null, is_admin: true, role: 'admin' },
      { email: 'demo@slotplay.test', first_name: 'Dana', nickname: 'LuckyDana', is_admin: false, role: null },
      { email: 'sam@slotplay.test', first_name: 'Sam', nickname: 'ReelSam', is_admin: false, role: null },
    ]);
  });
});
