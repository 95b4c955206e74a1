import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from './native-db';

const unavailable = nativeDbUnavailable();
if (unavailable) console.warn(`[skip] Restore my data on native Postgres 18: ${unavailable}`);

/**
 * Restore my data in steps on native PostgreSQL 18 set up as hosted Supabase is (the migrations applied as the
 * non-superuser postgres role): each call a transaction as the player (role authenticated, the JWT's claims), as
 * PostgREST makes it. The crossings at the restore's points, the merge, and the undo of a refused restore work
 * there as on the emulator (tests/db/restore-steps.test.ts, tests/db/play-limit-crossings.test.ts).
 */
const P = '9e000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `9e5e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const A = '9e0c0000-0000-4000-8000-00000000000a';
const B = '9e0c0000-0000-4000-8000-00000000000b';

describe.skipIf(unavailable)('Restore my data on native PostgreSQL 18', () => {
  let db: NativeDb;
  let admin: pg.Client;
  beforeAll(async () => {
    db = await startNativeDb();
    admin = new pg.Client({ connectionString: db.adminConnectionString });
    await admin.connect();
    await admin.query(`insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, email_confirmed_at)
      values ('${P}', 'authenticated', 'authenticated', 'restore@pg18.test', '{}', '{"provider":"email"}', now(), now(), now())`);
    await admin.query(`insert into public.casinos (id, name) values ('${A}', 'Referee Alpha'), ('${B}', 'Referee Bravo')`);
  }, 120_000);
  afterAll(async () => {
    await admin?.query(`delete from auth.users where id = '${P}'`).catch(() => undefined);
    await admin?.query(`delete from public.casinos where id in ('${A}', '${B}')`).catch(() => undefined);
    await admin?.end();
    await db?.stop();
  });

  /** One request as P: its own transaction, as PostgREST runs an RPC. */
  async function asP<T>(sql: string, params: unknown[] = []): Promise<T> {
    const c = new pg.Client({ connectionString: db.connectionString });
    await c.connect();
    try {
      await c.query('begin');
      await c.query(`set local role authenticated`);
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: P, role: 'authenticated', aud: 'authenticated' }),
      ]);
      const { rows } = await c.query(sql, params);
      await c.query('commit');
      return rows[0]?.v as T;
    } catch (e) {
      await c.query('rollback');
      throw e;
    } finally {
      await c.end();
    }
  }
  async function restore(tables: Record<string, unknown[]>): Promise<unknown> {
    const { restore_id: id } = await asP<{ restore_id: string }>('select public.restore_begin($1, $2, $3) as v', [
      JSON.stringify({ [A]: A, [B]: B }),
      '{}',
      '{}',
    ]);
    for (const [t, rows] of Object.entries(tables))
      await asP('select public.restore_stage($1, $2, $3) as v', [id, t, JSON.stringify(rows)]);
    for (let calls = 0; calls < 200; calls++) {
      const step = await asP<{ state: string; result: unknown }>('select public.restore_apply($1, 0) as v', [id]).catch(
        async (e: Error) => {
          for (let undo = 0; undo < 200; undo++)
            if ((await asP<{ state: string }>('select public.restore_undo($1) as v', [id])).state === 'undone') break;
          throw e;
        },
      );
      if (step.state === 'done') return step.result;
    }
    throw new Error('the restore did not finish');
  }
  const account = async () => ({
    sessions: (await admin.query(`select count(*)::int as n from public.gambling_sessions where user_id = '${P}'`)).rows[0].n as number,
    crossings: (
      await admin.query(`select cs.notes, c.loss::text from public.play_limit_crossings c join public.casino_sessions cs on cs.id = c.casino_session_id
        where c.user_id = '${P}' order by cs.notes`)
    ).rows,
    club: (await admin.query(`select player_club_id from public.user_casino_preferences where user_id = '${P}'`)).rows,
    rollup: (await admin.query(`select month::text, sessions::int, net::text from stats.slot_months where user_id = '${P}' order by month`))
      .rows,
  });

  it("records the crossings at the restore's points, merges a club number, and adds the rest", async () => {
    await asP(`insert into public.play_limits (id, casino_session_loss_limit) values ('${P}', 200)`);
    await asP(`insert into public.user_casino_preferences (user_id, casino_id, is_favorite) values ('${P}', '${A}', true)`);
    await asP(`insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash, notes)
      values ('${P}', '${A}', '2025-06-14', '09:00:00', 1000, 'V1')`);
    const result = (await restore({
      gambling_sessions: Array.from({ length: 60 }, (_, i) => ({
        id: uuid(i),
        user_id: uuid(999),
        casino_id: A,
        session_date: '2025-06-14',
        session_time: `1${Math.floor(i / 10)}:0${i % 10}:00`,
        coins_in: 20,
        coins_out: 15,
      })),
      casino_sessions: [
        {
          id: uuid(300),
          user_id: uuid(999),
          casino_id: B,
          arrival_date: '2025-05-01',
          arrival_time: '10:00:00',
          starting_cash: 500,
          final_cash: 100,
          notes: 'V2',
        },
      ],
      user_casino_preferences: [{ id: uuid(400), user_id: uuid(999), casino_id: A, is_favorite: true, player_club_id: 'PG-18' }],
    })) as { tables: Record<string, { added: number; merged: number }> };
    expect(result.tables.gambling_sessions).toMatchObject({ added: 60 });
    expect(result.tables.user_casino_preferences).toMatchObject({ added: 0, merged: 1 });
    expect(await account()).toEqual({
      sessions: 60,
      // 60 x $5 held by V1; V2 lost $400.
      crossings: [
        { notes: 'V1', loss: '300.00' },
        { notes: 'V2', loss: '400.00' },
      ],
      club: [{ player_club_id: 'PG-18' }],
      rollup: [{ month: '2025-06-01', sessions: 60, net: '-300.00' }],
    });
  });

  it('undoes a restore refused halfway: the account is as before', async () => {
    const before = await account();
    await expect(
      restore({
        gambling_sessions: [
          {
            id: uuid(500),
            user_id: uuid(999),
            casino_id: A,
            session_date: '2025-06-15',
            session_time: '10:00:00',
            coins_in: 900,
            coins_out: 0,
          },
        ],
        casino_sessions: [
          {
            id: uuid(501),
            user_id: uuid(999),
            casino_id: B,
            arrival_date: '2025-05-03',
            arrival_time: '10:00:00',
            starting_cash: 900,
            final_cash: 0,
            notes: 'V3',
          },
        ],
        w2g_jackpots: [
          {
            id: uuid(502),
            user_id: uuid(999),
            casino_id: A,
            jackpot_date: '2025-06-15',
            jackpot_time: '11:00:00',
            amount: 100,
            tax_withheld: 500,
          },
        ],
      }),
    ).rejects.toThrow('Row 1 of the W2G jackpots: Tax withheld cannot be more than the jackpot. Nothing was restored.');
    expect(await account()).toEqual(before);
  });
});
