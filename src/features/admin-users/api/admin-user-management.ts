import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** The admin-user-management function's actions and their bodies. */
export type AdminUserAction =
  | { action: 'list_auth_users' }
  | { action: 'delete_user'; userId: string }
  | { action: 'create_admin_user'; email: string; firstName: string; lastName: string }
  | { action: 'send_password_reset'; email: string };

/** Reads the function's `{ error }` out of a non-2xx response, else the client's message. */
async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: fall through
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * POSTs an action to admin-user-management with the admin's access token as bearer
 * ('No active session' when signed out); throws with the function's `error` text.
 */
export async function invokeAdminUserManagement<T>(body: AdminUserAction): Promise<T> {
  const { data: auth } = await supabase.auth.getSession();
  const token = auth.session?.access_token;
  if (!token) throw new Error('No active session');
  const { data, error } = await supabase.functions.invoke<T>('admin-user-management', {
    body,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (error) throw new Error(await functionErrorMessage(error));
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) throw new Error(data.error);
  return data as T;
}
