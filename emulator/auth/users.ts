import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import { factorsJson } from './mfa-store';
import { serializeUser } from './serialize';
import type { IdentityRow, Json, UserRow } from './types';

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous`;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return r.rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`,
    [email],
  );
  return r.rows[0];
}

export async function identitiesOf(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const r = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows;
}

/** The user's GoTrue JSON, or undefined when the user does not exist. */
export async function userJson(tx: Tx, id: string): Promise<Json | undefined> {
  const row = await findUserById(tx, id);
  return row && serializeUser(row, await identitiesOf(tx, id), await factorsJson(tx, id));
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata?: Json;
  appMetadata?: Json;
  confirmed?: boolean;
  invited?: boolean;
  role?: string;
}

/** Inserts into auth.users plus its e-mail identity; app triggers (profiles) fire here. */
export async function insertUser(tx: Tx, u: NewUser): Promise<UserRow> {
  const id = u.id ?? randomUUID();
  const appMeta = { ...(u.appMetadata ?? {}), ...EMAIL_APP_METADATA };
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, lower($3), $4,
        case when $5 then now() end, case when $6 then now() end, $7::jsonb, $8::jsonb, now(), now(), false)`,
    [id, u.role ?? 'authenticated', u.email, u.passwordHash, !!u.confirmed, !!u.invited, JSON.stringify(appMeta), JSON.stringify(u.userMetadata ?? {})],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $4::uuid, jsonb_build_object('sub', $1::text, 'email', lower($2::text), 'email_verified', $3::boolean, 'phone_verified', false),
       'email', now(), now())`,
    [id, u.email, !!u.confirmed, id],
  );
  return (await findUserById(tx, id)) as UserRow;
}

/** Columns the service may set; a value of NOW means the transaction's now(). */
export const NOW = Symbol('now');
type Settable =
  | 'email' | 'encrypted_password' | 'email_confirmed_at' | 'invited_at' | 'confirmation_sent_at' | 'recovery_sent_at'
  | 'email_change' | 'email_change_sent_at' | 'last_sign_in_at' | 'raw_app_meta_data' | 'raw_user_meta_data'
  | 'banned_until' | 'role';
export type UserPatch = Partial<Record<Settable, string | Date | Json | null | typeof NOW>>;

const JSON_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

export async function updateUser(tx: Tx, id: string, patch: UserPatch): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  for (const [col, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === NOW) {
      sets.push(`${col} = now()`);
      continue;
    }
    params.push(JSON_COLUMNS.has(col) ? JSON.stringify(value) : value);
    sets.push(`${col} = $${params.length}${JSON_COLUMNS.has(col) ? '::jsonb' : ''}`);
  }
  await tx.query(`update auth.users set ${sets.join(', ')} where id = $1`, params);
  if (typeof patch.email === 'string' || patch.email_confirmed_at !== undefined) await syncEmailIdentity(tx, id);
}

/** Keeps the e-mail identity's data in step with the user's e-mail and confirmation. */
async function syncEmailIdentity(tx: Tx, id: string): Promise<void> {
  await tx.query(
    `update auth.identities i
        set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', u.email_confirmed_at is not null),
            updated_at = now()
       from auth.users u
      where u.id = $1 and i.user_id = u.id and i.provider = 'email'`,
    [id],
  );
}

export async function markSignedIn(tx: Tx, id: string): Promise<void> {
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [id]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [id]);
}

/** Deletes the auth.users row; sessions, identities and app rows go by ON DELETE CASCADE. */
export async function deleteUser(tx: Tx, id: string): Promise<boolean> {
  const r = await tx.query('delete from auth.users where id = $1', [id]);
  return (r.affectedRows ?? 0) > 0;
}

export async function listUsers(tx: Tx, page: number, perPage: number): Promise<{ users: Json[]; total: number }> {
  const total = Number((await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n);
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc nulls last, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users: Json[] = [];
  for (const row of r.rows) users.push(serializeUser(row, await identitiesOf(tx, row.id)));
  return { users, total };
}
