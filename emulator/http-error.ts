/**
 * The one HTTP error type of the emulator. `body` is sent as JSON as-is, so each
 * service builds the shape its clients expect (PostgREST, GoTrue, Storage).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** PostgREST-shaped error: always all four keys. */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}
