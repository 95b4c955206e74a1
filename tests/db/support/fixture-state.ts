import type { Db } from '../../../emulator/db';
import { FIXTURE_CLEAR_SQL, FIXTURE_SQL } from './matrix-fixture';

/** Schemas whose tables make up the matrix fixture's observable state (not matrix_probe, which holds the digest function). */
const SCHEMAS = ['public', 'stats', 'storage', 'auth'];

/**
 * A digest of every row in the app's tables, minus date/time columns (now() and current_date
 * differ between fixture loads). Equal digests = the same rows with the same values.
 */
export class FixtureState {
  private constructor(
    private readonly db: Db,
    private readonly digestSql: string,
    readonly baseline: string,
  ) {}

  static async capture(db: Db): Promise<FixtureState> {
    const { rows } = await db.query<{ rel: string; drop: string[] }>(
      `select format('%I.%I', c.table_schema, c.table_name) as rel,
              coalesce(array_agg(c.column_name::text order by c.column_name)
                filter (where c.data_type like 'time%' or c.data_type = 'date'), '{}') as drop
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = any($1) and t.table_type = 'BASE TABLE'
        group by 1 order by 1`,
      [SCHEMAS],
    );
    const parts = rows.map(
      (r) => `select ${quote(r.rel)} || ':' || (to_jsonb(t) - ${quote(`{${r.drop.join(',')}}`)}::text[])::text as x from ${r.rel} t`,
    );
    // A plpgsql function caches its plan, so the per-case digest is not re-planned every time.
    await db.exec(`create schema if not exists matrix_probe;
      create or replace function matrix_probe.digest() returns text language plpgsql stable as $fn$
      begin
        return (select md5(coalesce(string_agg(x, '|' order by x), '')) from (${parts.join(' union all ')}) s);
      end $fn$;`);
    const digestSql = 'select matrix_probe.digest() as d';
    const baseline = await digest(db, digestSql);
    return new FixtureState(db, digestSql, baseline);
  }

  current(): Promise<string> {
    return digest(this.db, this.digestSql);
  }

  /** Reloads the fixture when anything differs from the baseline; returns whether it had to. */
  async restore(): Promise<boolean> {
    if ((await this.current()) === this.baseline) return false;
    await this.db.exec(`begin; ${FIXTURE_CLEAR_SQL} ${FIXTURE_SQL} commit;`);
    const after = await this.current();
    if (after !== this.baseline) throw new Error('fixture reload did not reproduce the baseline state');
    return true;
  }
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

async function digest(db: Db, sql: string): Promise<string> {
  return (await db.query<{ d: string }>(sql)).rows[0].d;
}
