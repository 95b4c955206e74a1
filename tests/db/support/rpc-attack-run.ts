/**
 * The RPC attack suite's run (tests/db/attack-rpcs.test.ts): player B, signed in, calls every player RPC of the
 * catalog with player A's row ids and with made-up ids, then with B's own; what it found.
 */
import { DEFAULT_JWT_SECRET, makeKeys } from '../../../emulator/config';
import { signJwt } from '../../../emulator/jwt';
import { aimed, baseline, idLike, MADE_UP, ownedDigest, ownedRows, playerRpcs, type Rpc, type RpcArg, type Sql } from './rpc-attack';

/** One server to attack: its REST base URL and a superuser's SQL. */
export interface Target {
  name: string;
  rest: string;
  sql: Sql;
  close(): Promise<void>;
}

/** Who attacks whom, B's rows for the arguments not aimed at A, and the functions no player may use (and why). */
export interface Scenario {
  victim: string;
  attacker: string;
  attackerEmail: string;
  /** B's own row for an argument (by name) while another argument is aimed at A. */
  own: Record<string, string | number>;
  /** SQL that puts B's rows back as each function's calls should find them (a live machine, a casino session). */
  resetAttacker: string;
  /** Rows another player made for B to act on (an invite to B's address): B's own ids too, though B owns no column of them. */
  addressedToAttacker?: string[];
  /** SQL run after resetAttacker before a function's calls with B's own ids, where its work needs more than B's rows. */
  ownSetup?: Record<string, string>;
  neverForAPlayer: Record<string, string>;
}

export interface Answer {
  status: number;
  body: string;
}

const { anonKey } = makeKeys(DEFAULT_JWT_SECRET);

/** A signed-in player's access token (as GoTrue issues it), for a fixed moment. */
export function playerJwt(sub: string, email: string): string {
  const iat = Math.floor(Date.UTC(2026, 0, 15) / 1000);
  const claims = {
    aud: 'authenticated',
    sub,
    role: 'authenticated',
    email,
    iat,
    exp: iat + 10 * 365 * 86400,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    is_anonymous: false,
  };
  return signJwt(claims, DEFAULT_JWT_SECRET);
}

export async function call(t: Target, jwt: string, fn: string, args: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${t.rest}/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return { status: res.status, body: await res.text() };
}

/**
 * Attacks every player RPC of `t` (or the `only` ones): A's rows must not change, no answer may be a 5xx or differ
 * with what exists of A; B's own ids show each call gets past its first check. Deletes A's account on the way.
 */
export async function attack(t: Target, sc: Scenario, only?: string[]) {
  const jwt = playerJwt(sc.attacker, sc.attackerEmail);
  const baseArgs = (rpc: Rpc) => Object.fromEntries(rpc.args.map((a) => [a.name, baseline(a, sc.own)]));
  /** The calls of one function: each id-like argument aimed at each id, the others at their baseline. */
  const callsOf = (rpc: Rpc, ids: string[]): { arg: RpcArg; id: string; args: Record<string, unknown> }[] =>
    rpc.args.filter(idLike).flatMap((arg) => ids.map((id) => ({ arg, id, args: { ...baseArgs(rpc), [arg.name]: aimed(arg, id) } })));
  const rpcs = (await playerRpcs(t.sql)).filter((r) => !only || only.includes(r.name));
  const victimRows = await ownedRows(t.sql, sc.victim);
  const ownRows = await ownedRows(t.sql, sc.attacker);
  // Rows B may read through the tables' own policies (A's public posts, …): an RPC may show them too.
  const readable = new Set<string>();
  for (const r of victimRows.filter((v) => v.table.startsWith('public.'))) {
    const res = await fetch(`${t.rest}/${r.table.slice('public.'.length)}?select=*&limit=1&id=eq.${r.id}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${jwt}` },
    });
    if (res.ok && ((await res.json()) as unknown[]).length) readable.add(r.id);
  }
  const secret = victimRows.map((v) => v.id).filter((id) => !readable.has(id));
  const report: Record<string, number> = Object.fromEntries(rpcs.map((r) => [r.name, 0]));
  const ownOk: Record<string, number> = Object.fromEntries(rpcs.map((r) => [r.name, 0]));
  const failures: string[] = [];
  const send = async (rpc: Rpc, label: string, args: Record<string, unknown>) => {
    const a = await call(t, jwt, rpc.name, args);
    report[rpc.name]++;
    if (a.status >= 500) failures.push(`${rpc.name}(${label}): ${a.status} ${a.body.slice(0, 200)}`);
    return a;
  };
  const unchanged = async (rpc: Rpc, run: () => Promise<void>) => {
    const before = await ownedDigest(t.sql, sc.victim);
    await run();
    if ((await ownedDigest(t.sql, sc.victim)) !== before) failures.push(`${rpc.name}: changed player A's rows`);
  };
  const [writers, readers] = [rpcs.filter((r) => !r.readOnly), rpcs.filter((r) => r.readOnly)];

  // A function that may write: each call aimed at A's row between two calls aimed at a row nobody has (the first may
  // use up what B had, e.g. cash out B's machine). A refusal must read as one of theirs (the id aside); a call A's
  // row lets through must go through for the made-up id too.
  for (const rpc of writers) {
    await t.sql(sc.resetAttacker);
    await unchanged(rpc, async () => {
      for (const c of callsOf(rpc, secret)) {
        // A fresh made-up id each time: the same one again would be a resend (an entry or cash-out id).
        const twin = async () => {
          const id = madeUp();
          return { id, answer: await send(rpc, `${c.arg.name} = made-up`, { ...c.args, [c.arg.name]: aimed(c.arg, id) }) };
        };
        const before = await twin();
        const mine = await send(rpc, `${c.arg.name} = A's ${c.id}`, c.args);
        const after = await twin();
        const refused = (x: Answer) => x.status >= 400;
        const like = ({ id, answer: x }: { id: string; answer: Answer }) =>
          refused(mine) === refused(x) && (!refused(mine) || mine.body.replaceAll(c.id, '<id>') === x.body.replaceAll(id, '<id>'));
        if (!like(before) && !like(after)) {
          failures.push(
            `${rpc.name}(${c.arg.name} = A's ${c.id}) reveals A's row: ${mine.status} ${mine.body.slice(0, 160)} — for a made-up id: ${after.answer.status} ${after.answer.body.slice(0, 160)}`,
          );
        }
      }
      for (const c of callsOf(
        rpc,
        victimRows.map((v) => v.id).filter((id) => readable.has(id)),
      ))
        await send(rpc, `${c.arg.name} = A's ${c.id}`, c.args);
      if (!rpc.args.some(idLike)) await send(rpc, 'no ids', baseArgs(rpc));
    });
  }

  // A function that only reads: every call made with A's rows in place and again once A's account is deleted; an
  // answer that differs told B something about A's rows.
  const first = new Map<string, Answer>();
  for (const rpc of readers) {
    await unchanged(rpc, async () => {
      for (const c of callsOf(rpc, [...victimRows.map((v) => v.id), ...MADE_UP]))
        first.set(`${rpc.name}|${c.arg.name}|${c.id}`, await send(rpc, `${c.arg.name} = ${c.id}`, c.args));
      if (!rpc.args.some(idLike)) first.set(`${rpc.name}|-|-`, await send(rpc, 'no ids', baseArgs(rpc)));
    });
  }
  await t.sql(`delete from auth.users where id = '${sc.victim}'`);
  for (const rpc of readers) {
    // A read naming no row (B's totals, B's trips, …) must not move either when A's rows go.
    const noIds = rpc.args.some(idLike) ? [] : [{ arg: { name: '-', type: '-', composite: false }, id: '-', args: baseArgs(rpc) }];
    for (const c of [...callsOf(rpc, secret), ...noIds]) {
      const a = await send(rpc, `${c.arg.name} = ${c.id}, A deleted`, c.args);
      const was = first.get(`${rpc.name}|${c.arg.name}|${c.id}`)!;
      if (a.status !== was.status || a.body !== was.body) {
        failures.push(
          `${rpc.name}(${c.arg.name} = A's ${c.id}) reveals A's row: ${was.status} ${was.body.slice(0, 160)} — once A is gone: ${a.status} ${a.body.slice(0, 160)}`,
        );
      }
    }
  }

  // B's own ids: each function can do its work (or is one no player may use).
  const ownIds = [...ownRows.map((o) => o.id), ...(sc.addressedToAttacker ?? [])];
  for (const rpc of rpcs) {
    await t.sql(sc.resetAttacker + (sc.ownSetup?.[rpc.name] ?? ''));
    const own = rpc.args.some(idLike) ? callsOf(rpc, ownIds) : [{ args: baseArgs(rpc) }];
    for (const c of own) if ((await send(rpc, 'own ids', c.args)).status < 300) ownOk[rpc.name]++;
  }
  const idle = rpcs.filter((r) => ownOk[r.name] === 0 && !(r.name in sc.neverForAPlayer)).map((r) => r.name);
  return { rpcs, report, failures, idle, victimRows, readable };
}

let made = 0;
export const madeUp = () => `0bad0000-0000-4000-9000-${String(++made).padStart(12, '0')}`;

/** One line per run: the functions, A's ids and the calls per function. */
export function summarise(name: string, out: Awaited<ReturnType<typeof attack>>) {
  const counts = Object.entries(out.report).map(([fn, n]) => `${fn} ${n}`);
  console.log(
    `[attack-rpcs] ${name}: ${out.rpcs.length} functions, ${out.victimRows.length} ids of player A (${out.readable.size} readable by B anyway), ` +
      `${Object.values(out.report).reduce((s, n) => s + n, 0)} calls: ${counts.join(', ')}`,
  );
}
