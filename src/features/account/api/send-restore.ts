import { supabase } from '@/lib/supabase';

export interface RestError extends Error {
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * POST /rpc/<fn> with a body that is already JSON bytes, through supabase-js's own REST client (its fetch adds
 * the apikey and the player's token, and reports a lost network as every call does). supabase.rpc would
 * JSON.stringify the body on the page and fetch would encode it there: for the decade player's 20 MB of rows
 * that was one main-thread task of seconds. The answer is read as supabase.rpc reads it: the RPC's JSON, or
 * PostgREST's error (message, code, details, hint).
 */
export async function sendRpcBody(fn: string, body: Blob): Promise<{ data: unknown; error: RestError | null }> {
  // A schema's client shares the app client's URL, headers and fetch (which adds the player's token).
  const rest = supabase.schema('public');
  const headers = new Headers(rest.headers);
  headers.set('Content-Type', 'application/json');
  const res = await (rest.fetch ?? fetch)(`${String(rest.url).replace(/\/$/, '')}/rpc/${fn}`, { method: 'POST', headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.ok) return { data: json, error: null };
  const e = (json ?? {}) as { message?: string; code?: string; details?: string | null; hint?: string | null };
  const error: RestError = Object.assign(new Error(e.message ?? `Restore failed (${res.status} ${res.statusText})`), {
    code: e.code,
    details: e.details ?? null,
    hint: e.hint ?? null,
  });
  return { data: null, error };
}
