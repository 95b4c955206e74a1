import { serviceClient, type EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler, readJsonObject } from '../_shared/http.ts';

export type PreparerLinkFilesDeps = EdgeEnv;

/** How long a signed photo address works: long enough to look and download, short enough not to be kept. */
export const PHOTO_SECONDS = 600;

const STATUS: Record<string, [number, string]> = {
  not_found: [404, 'This link does not lead to a tax year. Check that it was copied whole.'],
  revoked: [410, 'This link was revoked by the player who made it.'],
  expired: [410, 'This link has expired.'],
  rate_limited: [429, 'Too many requests from your connection. Wait a minute and try again.'],
  unavailable: [503, 'The tax year could not be read just now. Try again in a moment.'],
};

interface LinkFiles {
  year: number;
  players: { name: string; photos: string[] }[];
}

function linkFiles(data: unknown): LinkFiles {
  const d = (data ?? {}) as Record<string, unknown>;
  const status = typeof d.status === 'string' ? d.status : 'unavailable';
  if (status !== 'ok') {
    const [code, message] = STATUS[status] ?? STATUS.unavailable;
    throw new HttpError(code, message);
  }
  const players = Array.isArray(d.players) ? d.players : [];
  return {
    year: Number(d.tax_year),
    players: players.map((p: Record<string, unknown>) => ({
      name: typeof p.name === 'string' ? p.name : 'Player',
      photos: Array.isArray(p.photos) ? p.photos.filter((x): x is string => typeof x === 'string') : [],
    })),
  };
}

/**
 * The W-2G photos of a preparer link, for whoever holds its address (signed in or not). The token is checked in the
 * database (share.preparer_link_files: counted per caller address, the link's status, the year's W-2G photo paths of
 * its player), and only then:
 *   POST { token, want: 'photos' } -> { photos: [{ path, url }], expires_in }: addresses signed for PHOTO_SECONDS, for
 *                                     exactly the paths the database listed
 * The service role signs the photos: no path from the request is ever signed. It prints nothing: the preparer's page
 * makes the diary and summary PDFs in the browser from what it read, so nobody can have the server print figures of
 * their own under a player's name.
 */
export function createPreparerLinkFilesHandler(deps: PreparerLinkFilesDeps): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const body = await readJsonObject(req);
    if (body.want !== 'photos') throw new HttpError(400, 'want must be photos');
    const service = serviceClient(deps);
    const { data, error } = await service.rpc!('get_preparer_link_files', {
      p_token: typeof body.token === 'string' ? body.token.slice(0, 200) : '',
      // The address is the database's to work out (private.client_ip: the entry the gateway appended), so the
      // headers go as they came; only the end of a long X-Forwarded-For matters.
      p_forwarded_for: (req.headers.get('x-forwarded-for') ?? '').trim().slice(-512) || null,
      p_real_ip: (req.headers.get('x-real-ip') ?? '').trim().slice(0, 64) || null,
    });
    if (error) throw new HttpError(500, error.message);
    const paths = linkFiles(data).players.flatMap((p) => p.photos);
    if (paths.length === 0) return json({ photos: [], expires_in: PHOTO_SECONDS });
    const { data: signed, error: signError } = await service.storage.from('w2g-images').createSignedUrls(paths, PHOTO_SECONDS);
    if (signError) throw new HttpError(500, signError.message);
    const photos = (signed ?? []).filter((s) => s.signedUrl && !s.error).map((s) => ({ path: s.path, url: s.signedUrl }));
    return json({ photos, expires_in: PHOTO_SECONDS });
  });
}
