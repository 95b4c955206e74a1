import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../emulator/db';
import { openWorkerDatabase, WorkerDb } from '../../emulator/db-thread';
import { startTestEmulator } from '../helpers/emulator';

/** PGlite on its own thread behind WorkerDb: the same answers, errors and transaction rules as PGlite here. */
let db: WorkerDb;
let local: PGlite;

beforeAll(async () => {
  [db, local] = await Promise.all([openWorkerDatabase(), openDatabase()]);
  await db.exec('create table t (id int primary key, note text not null)');
}, 120_000);

afterAll(async () => {
  await Promise.all([db?.close(), local?.close()]);
});

describe('WorkerDb', () => {
  it('answers with the same parsed values as PGlite on this thread', async () => {
    const sql = `select 42::int8 as big, 1.50::numeric as num, '2026-03-01 12:34:56+00'::timestamptz as at, '2026-03-01'::date as day,
      '\\x00ff'::bytea as bytes, '{"a":[1,null]}'::jsonb as doc, array[1,2]::int[] as ints, null::text as nothing, $1::text as param`;
    const [there, here] = await Promise.all([db.query(sql, ['café']), local.query(sql, ['café'])]);
    expect(there.rows).toEqual(here.rows);
    expect(there.fields).toEqual(here.fields);
  });

  it('rebuilds a database error with the fields the REST layer reads', async () => {
    await db.query("insert into t values (1, 'one')");
    const error = await db.query("insert into t values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'duplicate key value violates unique constraint "t_pkey"',
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
      constraint: 't_pkey',
      table: 't',
    });
    await db.exec('delete from t');
  });

  it('commits a transaction, and makes every other statement wait until it ends', async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into t values (2, 'two')");
      // Sent while the transaction is open: it must run after the commit, so it sees the row.
      outside = db.query<{ n: number }>('select count(*)::int as n from t').then((r) => r.rows[0].n);
      await tx.query("insert into t values (3, 'three')");
    });
    expect(await outside).toBe(2);
    await db.exec('delete from t');
  });

  it('rolls back when the callback throws, and on tx.rollback()', async () => {
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query("insert into t values (4, 'four')");
        throw new Error('stop');
      })
      .catch((e: Error) => e.message);
    expect(thrown).toBe('stop');
    const answer = await db.transaction(async (tx) => {
      await tx.query("insert into t values (5, 'five')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
      return 'rolled back';
    });
    expect(answer).toBe('rolled back');
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
  });

  it('delivers a NOTIFY to the listener before the notifying statement answers', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('chan', (payload) => heard.push(payload));
    await db.exec("select pg_notify('chan', 'hello')");
    expect(heard).toEqual(['hello']);
    await unlisten();
    await db.exec("select pg_notify('chan', 'gone')");
    expect(heard).toEqual(['hello']);
  });

  it('refuses statements once closed', async () => {
    const other = await openWorkerDatabase();
    expect((await other.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The database is closed');
  }, 120_000);
});

describe('startEmulator dbThread', () => {
  it("serves from the database thread by default, and from PGlite on this thread with dbThread: 'main'", async () => {
    for (const [dbThread, kind] of [[undefined, WorkerDb], ['main', PGlite]] as const) {
      const emu = await startTestEmulator(dbThread ? { dbThread } : {});
      try {
        expect(emu.ctx.db).toBeInstanceOf(kind);
        const { data, error } = await emu.service().from('casinos').select('id').limit(1);
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
      } finally {
        await emu.close();
      }
    }
  }, 120_000);
});
