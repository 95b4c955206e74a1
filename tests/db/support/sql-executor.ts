import { runAs, type Db, type Tx } from '../../../emulator/db';
import { ACTOR_SUB, type Actor, type Command, type TableSpec } from './matrix-cases';

/** What one matrix case did: whether the command took effect, and the follow-up read proving it. */
export interface CaseOutcome {
  allowed: boolean;
  /** Follow-up read as superuser, after the command, in the same transaction. */
  proof: string;
  error?: string;
}

class Rollback extends Error {
  constructor(readonly outcome: CaseOutcome) {
    super('rollback');
  }
}

const quoteIdent = (s: string) => '"' + s.replace(/"/g, '""') + '"';

function statement(spec: TableSpec, command: Command): { sql: string; params: unknown[] } {
  const t = spec.table;
  switch (command) {
    case 'select':
      return { sql: `select id from ${t} where id = $1`, params: [spec.target] };
    case 'insert': {
      const cols = Object.keys(spec.insert ?? {});
      const list = cols.map(quoteIdent).join(', ');
      const vals = cols.map((c) => `r.${quoteIdent(c)}`).join(', ');
      return {
        sql: `insert into ${t} (${list}) select ${vals} from jsonb_populate_record(null::${spec.baseTable ?? t}, $1::jsonb) r`,
        params: [JSON.stringify(spec.insert)],
      };
    }
    case 'update': {
      const [col] = Object.keys(spec.update ?? {});
      return {
        sql: `update ${t} set ${quoteIdent(col)} = (jsonb_populate_record(null::${spec.baseTable ?? t}, $1::jsonb)).${quoteIdent(col)} where id = $2`,
        params: [JSON.stringify(spec.update), spec.target],
      };
    }
    case 'delete':
      return { sql: `delete from ${t} where id = $1`, params: [spec.target] };
  }
}

/** Superuser read after a table command: did it take effect? (Also used by the REST run.) */
export async function readBack(tx: Pick<Tx, 'query'>, spec: TableSpec, command: Command): Promise<{ changed: boolean; proof: string }> {
  const base = spec.baseTable ?? spec.table;
  if (command === 'insert') {
    const id = String(spec.insert?.id);
    const n = (await tx.query<{ n: number }>(`select count(*)::int as n from ${base} where id = $1`, [id])).rows[0].n;
    return { changed: n === 1, proof: `${base} rows with id ${id}: ${n}` };
  }
  if (command === 'delete') {
    const n = (await tx.query<{ n: number }>(`select count(*)::int as n from ${base} where id = $1`, [spec.target])).rows[0].n;
    return { changed: n === 0, proof: `${base} rows with id ${spec.target}: ${n}` };
  }
  const [col] = Object.keys(spec.update ?? {});
  const want = JSON.stringify(spec.update?.[col]);
  const row = (
    await tx.query<{ v: unknown }>(`select to_jsonb(${quoteIdent(col)}) as v from ${base} where id = $1`, [spec.target])
  ).rows[0];
  const got = JSON.stringify(row?.v);
  const same = got === want || Number(got) === Number(want);
  return { changed: same, proof: `${base}.${col} = ${got}` };
}

/**
 * Runs one case as the actor inside a transaction that is always rolled back, so every case
 * starts from the same fixture. The follow-up read runs as superuser after RESET ROLE. `aal` goes into the JWT claims.
 */
export async function runSqlCase(db: Db, spec: TableSpec, command: Command, actor: Actor, aal?: 'aal1' | 'aal2'): Promise<CaseOutcome> {
  const sub = ACTOR_SUB[actor];
  const auth = sub
    ? { role: 'authenticated' as const, claims: { sub, role: 'authenticated', aud: 'authenticated', ...(aal ? { aal } : {}) } }
    : { role: 'anon' as const, claims: { role: 'anon' } };
  try {
    await runAs(db, auth, async (tx) => {
      const { sql, params } = statement(spec, command);
      await tx.exec('savepoint matrix_case');
      let rows: unknown[] = [];
      let error: string | undefined;
      try {
        rows = (await tx.query(sql, params)).rows;
      } catch (e) {
        const err = e as { code?: string; message?: string };
        error = `${err.code ?? ''} ${err.message ?? ''}`.trim();
        await tx.exec('rollback to savepoint matrix_case');
      }
      await tx.exec('reset role');
      if (command === 'select') {
        throw new Rollback({ allowed: !error && rows.length === 1, proof: `rows returned: ${rows.length}`, error });
      }
      const back = await readBack(tx, spec, command);
      throw new Rollback({ allowed: !error && back.changed, proof: back.proof, error });
    });
  } catch (e) {
    if (e instanceof Rollback) return e.outcome;
    throw e;
  }
  throw new Error('unreachable');
}

/** Runs an RPC call as the actor (rolled back); allowed = no error and at least one row. */
export async function runSqlRpc(db: Db, call: string, params: unknown[], actor: Actor, aal?: 'aal1' | 'aal2'): Promise<CaseOutcome> {
  const sub = ACTOR_SUB[actor];
  const auth = sub
    ? { role: 'authenticated' as const, claims: { sub, role: 'authenticated', aud: 'authenticated', ...(aal ? { aal } : {}) } }
    : { role: 'anon' as const, claims: { role: 'anon' } };
  try {
    await runAs(db, auth, async (tx) => {
      try {
        const rows = (await tx.query(call, params)).rows;
        throw new Rollback({ allowed: rows.length > 0, proof: `rows: ${rows.length}` });
      } catch (e) {
        if (e instanceof Rollback) throw e;
        const err = e as { code?: string; message?: string };
        throw new Rollback({ allowed: false, proof: 'error', error: `${err.code ?? ''} ${err.message ?? ''}`.trim() });
      }
    });
  } catch (e) {
    if (e instanceof Rollback) return e.outcome;
    throw e;
  }
  throw new Error('unreachable');
}
