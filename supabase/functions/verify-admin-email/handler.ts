import { serviceClient, type EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, normaliseEmail, postHandler, readJsonObject } from '../_shared/http.ts';

/** LIKE pattern matching `value` literally (ILIKE = case-insensitive equality). */
const literalPattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST { email } -> { isAdminEmail }. Public (verify_jwt = false): the admin sign-in screen asks
 * before signing in. Reads admin_users with the service role and answers only a boolean.
 */
export function createVerifyAdminEmailHandler(env: EdgeEnv): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const body = await readJsonObject(req);
    const email = normaliseEmail(body.email);
    if (!email) throw new HttpError(400, 'A valid email is required');
    const { data, error } = await serviceClient(env)
      .from('admin_users')
      .select('id')
      .ilike('email', literalPattern(email))
      .limit(1);
    if (error) throw new HttpError(500, error.message);
    return json({ isAdminEmail: (data ?? []).length > 0 });
  });
}
