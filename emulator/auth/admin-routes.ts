import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { authError, errors } from './errors';
import { parseBanDuration } from './ban-duration';
import { sendConfirmation } from './email-actions';
import { read, write } from './grant';
import { assertStrongPassword, hashPassword } from './password';
import { normalizeEmail, obj, readBody, requireAdmin, str } from './request';
import { mergeMetadata } from './serialize';
import { deleteUser, findUserByEmail, findUserById, insertUser, listUsers, NOW, updateUser, userJson, type UserPatch } from './users';
import { registerGenerateLink } from './generate-link';
import type { Json } from './types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID_RE.test(id)) throw authError(404, 'user_not_found', 'User not found');
  return id;
}

function pageParam(v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw errors.validation('Bad Pagination Parameters');
  return n;
}

function bannedUntil(v: unknown): Date | null | undefined {
  if (v === undefined) return undefined;
  const ms = typeof v === 'string' ? parseBanDuration(v) : undefined;
  if (ms === undefined) throw errors.validation(`invalid format for ban duration: ${String(v)}`);
  return ms === null ? null : new Date(Date.now() + ms);
}

async function passwordHashOf(body: Json): Promise<string | undefined> {
  const password = str(body.password);
  if (password !== undefined) {
    assertStrongPassword(password);
    return hashPassword(password);
  }
  const given = str(body.password_hash);
  if (given !== undefined && !/^\$2[aby]\$/.test(given)) throw errors.validation('Invalid password hash format');
  return given;
}

/** /admin/users (list, create, get, update, delete), /admin/generate_link and /invite; service_role only. */
export function registerAdminRoutes(app: Hono, ctx: EmulatorContext): void {
  app.use('/admin/*', async (c, next) => {
    requireAdmin(ctx, c);
    await next();
  });
  app.use('/invite', async (c, next) => {
    requireAdmin(ctx, c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = pageParam(c.req.query('page'), 1);
    const perPage = pageParam(c.req.query('per_page'), 50);
    const { users, total } = await read(ctx, (tx) => listUsers(tx, page, perPage));
    const last = Math.ceil(total / perPage);
    const links: string[] = [];
    if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    const passwordHash = await passwordHashOf(body);
    const banned = bannedUntil(body.ban_duration);
    const id = str(body.id);
    if (id !== undefined && !UUID_RE.test(id)) throw errors.validation('id must be a UUID');
    const json = await write(ctx, async (tx) => {
      if (await findUserByEmail(tx, email)) throw errors.emailExists();
      if (id && (await findUserById(tx, id))) throw authError(422, 'user_already_exists', 'User already registered');
      const user = await insertUser(tx, {
        id,
        email,
        passwordHash: passwordHash ?? null,
        userMetadata: obj(body.user_metadata) ?? {},
        appMetadata: obj(body.app_metadata) ?? {},
        confirmed: body.email_confirm === true,
        role: str(body.role),
      });
      if (banned) await updateUser(tx, user.id, { banned_until: banned });
      return (await userJson(tx, user.id)) as Json;
    });
    return c.json(json);
  });

  app.get('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    const json = await read(ctx, (tx) => userJson(tx, id));
    if (!json) throw errors.userNotFound();
    return c.json(json);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    const body = await readBody(c);
    const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
    const passwordHash = await passwordHashOf(body);
    const banned = bannedUntil(body.ban_duration);
    const json = await write(ctx, async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw errors.userNotFound();
      const patch: UserPatch = {};
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== id) throw errors.emailExists();
        patch.email = email;
      }
      if (passwordHash) patch.encrypted_password = passwordHash;
      if (body.email_confirm === true && !user.email_confirmed_at) patch.email_confirmed_at = NOW;
      const userMeta = obj(body.user_metadata);
      if (userMeta) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, userMeta);
      const appMeta = obj(body.app_metadata);
      if (appMeta) patch.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, appMeta);
      if (str(body.role)) patch.role = str(body.role);
      if (banned !== undefined) patch.banned_until = banned;
      await updateUser(tx, id, patch);
      return (await userJson(tx, id)) as Json;
    });
    return c.json(json);
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    await readBody(c);
    const deleted = await write(ctx, (tx) => deleteUser(tx, id));
    if (!deleted) throw errors.userNotFound();
    return c.json({});
  });

  app.post('/invite', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    const redirectTo = c.req.query('redirect_to');
    const json = await write(ctx, async (tx, later) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) throw errors.emailExists();
      user ??= await insertUser(tx, { email, passwordHash: null, userMetadata: obj(body.data) ?? {} });
      await sendConfirmation(ctx, tx, later, user, redirectTo, 'invite');
      return (await userJson(tx, user.id)) as Json;
    });
    return c.json(json);
  });

  registerGenerateLink(app, ctx);
}
