import { requireUser } from '../_shared/auth.ts';
import { serviceClient, type EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler, readJsonObject } from '../_shared/http.ts';
import { removeUserFiles } from '../_shared/storage-cleanup.ts';

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
    const { confirm } = await readJsonObject(req);
    if (confirm !== CONFIRM_TEXT) throw new HttpError(400, `Type ${CONFIRM_TEXT} to confirm`);
    const admin = serviceClient(env);
    const filesRemoved = await removeUserFiles(admin.storage, caller.user.id);
    const { error } = await admin.auth.admin.deleteUser(caller.user.id);
    if (error) throw new HttpError(error.status ?? 500, error.message);
    return json({ success: true, filesRemoved });
  });
}
