import { requireUser, tokenClaims } from '../_shared/auth.ts';
import { serviceClient, type EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler } from '../_shared/http.ts';

/** Sign-in methods that prove the caller just opened a link or code e-mailed to the account. */
export const EMAILED_METHODS = ['recovery', 'otp', 'magiclink'];
/** How recent that sign-in must be (seconds). */
export const EMAILED_SIGN_IN_WINDOW = 15 * 60;
export const NEEDS_EMAILED_SIGN_IN =
  'To remove a lost authenticator, sign in through the link in a password-reset e-mail first (within 15 minutes)';

/**
 * POST {} with the player's bearer: the lost-phone path. Removes every MFA factor of the CALLER when their
 * session was signed in through an e-mailed link (password recovery or magic link, amr) in the last 15
 * minutes: the e-mail confirms it is them. Otherwise 403; from an aal2 session the app removes factors itself.
 */
export function createRemoveLostFactorHandler(env: EdgeEnv, now: () => number = () => Date.now() / 1000): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireUser(req, env);
    const amr = tokenClaims(caller.token).amr ?? [];
    const t = now();
    const emailed = amr.some((a) => EMAILED_METHODS.includes(a.method) && t - a.timestamp <= EMAILED_SIGN_IN_WINDOW && a.timestamp <= t + 60);
    if (!emailed) throw new HttpError(403, NEEDS_EMAILED_SIGN_IN);
    const admin = serviceClient(env);
    const factors = caller.user.factors ?? [];
    for (const f of factors) {
      const { error } = await admin.auth.admin.mfa.deleteFactor({ userId: caller.user.id, id: f.id });
      if (error) throw new HttpError(error.status ?? 500, error.message);
    }
    return json({ success: true, removed: factors.length });
  });
}
