import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../../emulator/config';

const migration = (name: string) => readFileSync(path.join(ROOT_DIR, 'supabase/migrations', name), 'utf8');

/** The text of `create or replace function <name>(...) ... $$;` as a migration last made it. */
function functionText(file: string, name: string): string {
  const text = migration(file);
  const start = text.indexOf(`create or replace function ${name}(`);
  if (start < 0) throw new Error(`${name} is not in ${file}`);
  const body = text.indexOf('as $$', start);
  const end = text.indexOf('$$;', body + 5);
  return text.slice(start, end + 3);
}

/**
 * SQL that puts back the play limit crossings of before 20260101004840_statement_triggers (a row trigger per slot
 * session and casino session written) and restore_my_data of before 20260101004841 (one call, "on conflict do
 * nothing"), from the migrations that made them: the same database then records crossings as the code of before.
 */
export function crossingsOfBefore(): string {
  const triggers = migration('20260101003701_play_limits_one_loss.sql');
  const creates = [...triggers.matchAll(/create trigger (gambling|casino)_sessions_play_limit_crossing\n[^;]+;/g)].map((m) => m[0]);
  if (creates.length !== 2) throw new Error('the crossing triggers of 20260101003701 were not found');
  return [
    ...['gambling_sessions', 'casino_sessions'].flatMap((t) =>
      ['insert', 'columns', 'update'].map((k) => `drop trigger ${t}_play_limit_crossing_${k} on public.${t};`),
    ),
    functionText('20260101004700_casino_session_limit_names.sql', 'private.record_play_limit_crossing'),
    ...creates,
    functionText('20260101004700_casino_session_limit_names.sql', 'public.restore_my_data'),
  ].join('\n');
}
