import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const gzip = promisify(gzipCallback);

/** Bodies below this go as they are (gzip's header and a round of zlib cost more than they save). */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|vnd\.pgrst\.[\w.+-]*|geo\+json|openapi\+json)|text\/)/i;

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Puts `res` in place of the answer as it is (Hono would otherwise copy the old answer's headers onto it). */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * gzip for the API's JSON and text answers, as hosted Supabase's gateway does: a client that accepts gzip
 * (every browser, and supabase-js through them) gets a body of 1 kB or more compressed. On a phone a year of
 * rows (hundreds of kB of JSON) then crosses the network at a fraction of its size. Bodies that already have
 * an encoding, and other types (photos, downloads), are left alone. The zlib work runs on Node's thread pool,
 * not on the thread that serves requests.
 */
export function compressMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !acceptsGzip(c.req.header('accept-encoding'))) return;
    const res = c.res;
    if (!res.body || res.headers.has('content-encoding') || res.status === 204 || res.status === 304) return;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
    const plain = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const vary = headers.get('vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (plain.byteLength < COMPRESS_MIN_BYTES) {
      headers.delete('content-length');
      replaceResponse(c, new Response(plain, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const packed = await gzip(plain, { level: constants.Z_DEFAULT_COMPRESSION });
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    replaceResponse(c, new Response(packed, { status: res.status, statusText: res.statusText, headers }));
  };
}
