import type { KeySet } from '../request-auth';
import { verifyJwt } from '../jwt';

export type GatewayRefusal = { code: 401; message: string };

/**
 * The gateway's `verify_jwt` check: the bearer must be a valid, unexpired JWT signed with the
 * project secret (the anon key qualifies) or a configured opaque key; no Authorization is refused
 * unless the apikey is an opaque key (new-format keys are never sent as the bearer).
 */
export function checkGatewayJwt(headers: Headers, keys: KeySet): GatewayRefusal | null {
  const auth = headers.get('authorization');
  const bearer = auth ? /^bearer\s+(.+)$/i.exec(auth.trim())?.[1]?.trim() : undefined;
  if (!bearer) {
    const apikey = headers.get('apikey');
    if (apikey && keys.opaqueKeys?.[apikey]) return null;
    return { code: 401, message: 'Missing authorization header' };
  }
  if (keys.opaqueKeys?.[bearer]) return null;
  try {
    verifyJwt(bearer, keys.jwtSecret);
    return null;
  } catch {
    return { code: 401, message: 'Invalid JWT' };
  }
}
