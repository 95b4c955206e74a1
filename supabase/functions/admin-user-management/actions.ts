import { withAnnouncedAction, type AdminCaller } from '../_shared/auth.ts';
import type { AuthUser } from '../_shared/client.ts';
import { HttpError, normaliseEmail } from '../_shared/http.ts';
import { removeUserFiles } from '../_shared/storage-cleanup.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PER_PAGE = 1000;

export interface ActionContext {
  caller: AdminCaller;
  body: Record<string, unknown>;
  /** Where auth e-mail links land: `<origin>/admin/auth`. */
  adminAuthUrl: string;
  randomPassword: () => string;
}

/** All auth users, every page. */
export async function listAuthUsers({ caller }: ActionContext): Promise<unknown> {
  const users: AuthUser[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await caller.admin.auth.admin.listUsers({ page, perPage: PER_PAGE });
    if (error) throw new HttpError(error.status ?? 500, error.message);
    users.push(...data.users);
    if (!data.nextPage || data.users.length === 0) break;
  }
  return {
    users: users.map((u) => ({
      id: u.id,
      email: u.email ?? null,
      last_sign_in_at: u.last_sign_in_at ?? null,
      created_at: u.created_at ?? null,
    })),
  };
}

/** Deletes an auth user (rows cascade in the database) after removing their stored files. */
export async function deleteUser({ caller, body }: ActionContext): Promise<unknown> {
  const userId = body.userId;
  if (typeof userId !== 'string' || !UUID.test(userId)) throw new HttpError(400, 'A valid userId is required');
  if (userId.toLowerCase() === caller.user.id.toLowerCase()) throw new HttpError(400, 'You cannot delete your own account');
  await removeUserFiles(caller.admin.storage, userId);
  await withAnnouncedAction(caller.admin, 'user.delete', userId, async () => {
    const { error } = await caller.admin.auth.admin.deleteUser(userId);
    if (error) throw new HttpError(error.status ?? 500, error.message);
  });
  return { success: true };
}

const optionalName = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Creates an admin: auth user (confirmed, random password), admin_users row, set-password e-mail. */
export async function createAdminUser({ caller, body, adminAuthUrl, randomPassword }: ActionContext): Promise<unknown> {
  const email = normaliseEmail(body.email);
  if (!email) throw new HttpError(400, 'A valid email is required');
  const firstName = optionalName(body.firstName);
  const lastName = optionalName(body.lastName);
  const auth = caller.admin.auth;
  const { data, error } = await auth.admin.createUser({
    email,
    password: randomPassword(),
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName },
  });
  if (error || !data.user) {
    const duplicate = error?.code === 'email_exists' || error?.status === 422 || /already/i.test(error?.message ?? '');
    throw new HttpError(duplicate ? 409 : (error?.status ?? 500), error?.message ?? 'Failed to create admin user');
  }
  const userId = data.user.id;
  const inserted = await caller.admin
    .from('admin_users')
    .insert({ id: userId, email, first_name: firstName, last_name: lastName, role: 'admin' });
  if (inserted.error) {
    await auth.admin.deleteUser(userId);
    throw new HttpError(500, inserted.error.message);
  }
  const reset = await auth.resetPasswordForEmail(email, { redirectTo: adminAuthUrl });
  if (reset.error) throw new HttpError(reset.error.status ?? 500, reset.error.message);
  return { success: true, userId };
}

/** Sends the password-reset e-mail whose link lands on /admin/auth. */
export async function sendPasswordReset({ caller, body, adminAuthUrl }: ActionContext): Promise<unknown> {
  const email = normaliseEmail(body.email);
  if (!email) throw new HttpError(400, 'A valid email is required');
  await withAnnouncedAction(caller.admin, 'user.password_reset', email, async () => {
    const { error } = await caller.admin.auth.resetPasswordForEmail(email, { redirectTo: adminAuthUrl });
    if (error) throw new HttpError(error.status ?? 500, error.message);
  });
  return { success: true };
}

export const ACTIONS: Readonly<Record<string, (ctx: ActionContext) => Promise<unknown>>> = {
  list_auth_users: listAuthUsers,
  delete_user: deleteUser,
  create_admin_user: createAdminUser,
  send_password_reset: sendPasswordReset,
};
