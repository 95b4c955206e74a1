/**
 * Why an update or delete matched no row. Every update/delete asks for its rows back; none means the record
 * is gone, changed since it was read (optimistic concurrency on updated_at), or no longer the caller's to change.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export type WriteProblem = 'gone' | 'stale' | 'forbidden';

export const FORBIDDEN_MESSAGE = 'You no longer have permission';

/** An update or delete that matched no row, with the reason the user needs. */
export class WriteRefusedError extends Error {
  constructor(
    readonly problem: WriteProblem,
    message: string,
  ) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}

/** The user-facing text of each problem for a record called `noun` ("session", "casino"). */
export function refusalMessage(problem: WriteProblem, noun: string): string {
  if (problem === 'gone') return `This ${noun} no longer exists`;
  if (problem === 'stale') return `This ${noun} was changed elsewhere`;
  return FORBIDDEN_MESSAGE;
}

export interface RowCheck {
  table: string;
  id: string;
  /** What the user calls the record: "This <noun> no longer exists". */
  noun: string;
  /** The updated_at the edit was based on; a different one now means it changed elsewhere. */
  seenUpdatedAt?: string | null;
  /** Only admins may change the table: a caller who is no longer one is told so. */
  admin?: boolean;
}

async function probeRow(client: SupabaseClient, { table, id }: RowCheck): Promise<{ updated_at: string } | null> {
  const { data, error } = await client.from(table).select('updated_at').eq('id', id).maybeSingle<{ updated_at: string }>();
  if (error) throw error;
  return data;
}

/** Why an update/delete of `check.id` matched no row: gone, changed since it was read, or not the caller's to change. */
export async function explainNoRows(supabaseClient: object, check: RowCheck): Promise<WriteRefusedError> {
  // Any supabase-js client (the app's typed one or a test's); the probe reads only id and updated_at.
  const client = supabaseClient as SupabaseClient;
  const row = await probeRow(client, check);
  let problem: WriteProblem;
  if (row) problem = check.seenUpdatedAt && row.updated_at !== check.seenUpdatedAt ? 'stale' : 'forbidden';
  else if (check.admin) {
    // An admin is a row in admin_users; its own row is readable to it (is_admin() itself is not exposed).
    const {
      data: { session },
    } = await client.auth.getSession();
    const { data: adminRow, error } = session
      ? await client.from('admin_users').select('id').eq('id', session.user.id).maybeSingle()
      : { data: null, error: null };
    if (error) throw error;
    problem = adminRow ? 'gone' : 'forbidden';
  } else problem = 'gone';
  return new WriteRefusedError(problem, refusalMessage(problem, check.noun));
}
