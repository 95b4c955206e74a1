const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade'];
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Sends the caller's request to a function's loopback server; method, headers and body intact, plus the
 * client's address as Supabase's gateway adds it (x-real-ip set, x-forwarded-for appended) when known.
 */
export async function forward(req: Request, port: number, pathAndQuery: string, body: ArrayBuffer | undefined, clientIp?: string): Promise<Response> {
  const headers = new Headers(req.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  if (clientIp) {
    headers.set('x-real-ip', clientIp);
    const prior = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', prior ? `${prior}, ${clientIp}` : clientIp);
  }
  // Deno.serve would compress and fetch would silently decompress: ask for the bytes as they are.
  headers.set('accept-encoding', 'identity');
  return fetch(`http://127.0.0.1:${port}${pathAndQuery}`, {
    method: req.method,
    headers,
    body,
    redirect: 'manual',
  });
}

/** A fresh (mutable) Response carrying the function's status, headers and streamed body. */
export function relay(res: Response): Response {
  const headers = new Headers(res.headers);
  for (const h of [...HOP_BY_HOP, 'content-encoding']) headers.delete(h);
  return new Response(NULL_BODY.has(res.status) ? null : res.body, { status: res.status, headers });
}
