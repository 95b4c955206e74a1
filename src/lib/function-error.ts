import { FunctionsHttpError } from '@supabase/supabase-js';

/** The `{ error }` text of a failed edge-function response, when it has one. */
export async function functionErrorText(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  try {
    const body = (await (error.context as Response).clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}
