import { corsHeaders, preflight } from './cors.ts';

/** A JSON response with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** The error shape of every function: `{ error }` with a real status. */
/** A PDF as a download named `fileName` (the app reads the name from Content-Disposition). */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  // slice(): a copy backed by a plain ArrayBuffer, which BodyInit requires.
  return new Response(bytes.slice(), {
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

export function errorJson(message: string, status: number): Response {
  return json({ error: message }, status);
}

/** A failure that carries its HTTP status up to the handler's catch. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request body as a JSON object; 400 when it is not one. Empty body = `{}`. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Maps a thrown value to a response: HttpError keeps its status, anything else is a 500. */
export function errorResponse(err: unknown): Response {
  if (err instanceof HttpError) return errorJson(err.message, err.status);
  const message = err instanceof Error ? err.message : String(err);
  return errorJson(message || 'Internal error', 500);
}

/** Wraps a handler: answers preflights, refuses non-POST with 405, maps thrown errors. */
export function postHandler(fn: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    const pre = preflight(req);
    if (pre) return pre;
    if (req.method !== 'POST') return errorJson('Method not allowed', 405);
    try {
      return await fn(req);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, lower-cased e-mail, or null when the value is not a plausible address. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
