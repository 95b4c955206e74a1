import { lacksSecondFactor, requireUser } from '../_shared/auth.ts';
import { serviceClient, type EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler, readJsonObject } from '../_shared/http.ts';
import { removeUserFiles } from '../_shared/storage-cleanup.ts';

/** Refused when the account has a verified second factor and the session has not used it (aal1). */
export const AAL2_REQUIRED = 'Two-step verification required: enter your authenticator code first';

/** What the caller must type to confirm. */
export const CONFIRM_TEXT = 'DELETE';

/**
 * POST { confirm: 'DELETE' } with the player's bearer: removes every stored file of the CALLER (W-2G photos,
 * social post images) and then their auth user, which cascades to every row of theirs in the database.
 * The service-role client is used only for the caller's own id, after the bearer has been verified.
 */
export function createDeleteAccountHandler(env: EdgeEnv): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireUser(req, env);
    // As the tables' policies: a player with a verified factor deletes the account only from an aal2 session.
    if (lacksSecondFactor(caller)) throw new HttpError(403, AAL2_REQUIRED);
    const { confirm } = await readJsonObject(req);
    if (confirm !== CONFIRM_TEXT) throw new HttpError(400, `Type ${CONFIRM_TEXT} to confirm`);
    const admin = serviceClient(env);
    const filesRemoved = await removeUserFiles(admin.storage, caller.user.id);
    const { error } = await admin.auth.admin.deleteUser(caller.user.id);
    if (error) throw new HttpError(error.status ?? 500, error.message);
    return json({ success: true, filesRemoved });
  });
}
