/**
 * The money rule through the RPCs (tests/db/attack-rpcs.test.ts): every player RPC of the catalog with an amount
 * argument (numeric) is called by B with B's own rows, first with a plain amount (the control: it must go through,
 * so a refusal below is the amount's), then with each bad amount in each amount argument. Each must be a 4xx in the
 * player's words, and B's rows as they were.
 */
import { shownWords } from './attack-runner';
import { BOUND } from './attack-rules';
import { baseline, idLike, ownedDigest, ownedRows, playerRpcs, type Rpc } from './rpc-attack';
import { call, madeUp, playerJwt, type Scenario, type Target } from './rpc-attack-run';

/** What a form never sends, as JSON carries it (strings where JSON has no such number). */
export const BAD_AMOUNT_ARGS: unknown[] = ['NaN', 'Infinity', '-Infinity', 1e12, BOUND + 0.01, -0.01, 'abc'];

/** Postgres' own words, which a player must never read. */
const RAW = /violates|constraint|numeric|syntax|infinite|overflow|jsonb/i;

export async function attackAmountArgs(t: Target, sc: Scenario) {
  const jwt = playerJwt(sc.attacker, sc.attackerEmail);
  const rpcs = (await playerRpcs(t.sql)).filter((r) => r.args.some((a) => a.type === 'numeric'));
  const own = (await ownedRows(t.sql, sc.attacker)).map((o) => o.id);
  const failures: string[] = [];
  const counts: Record<string, number> = {};
  // Fresh ids for every uuid argument not aimed at B's row: an entry or cash-out id used twice is a resend.
  const argsOf = (rpc: Rpc, aim: { name: string; id: string }, amount: unknown) =>
    Object.fromEntries(
      rpc.args.map((a) => [
        a.name,
        a.name === aim.name ? aim.id : a.type === 'numeric' ? amount : a.type === 'uuid' ? madeUp() : baseline(a, sc.own),
      ]),
    );
  for (const rpc of rpcs) {
    // The control: the first of B's rows that lets a plain amount through, in the first id argument that takes it.
    let aim: { name: string; id: string } | null = null;
    for (const arg of rpc.args.filter(idLike)) {
      for (const id of own) {
        await t.sql(sc.resetAttacker);
        if ((await call(t, jwt, rpc.name, argsOf(rpc, { name: arg.name, id }, 20))).status < 300) {
          aim = { name: arg.name, id };
          break;
        }
      }
      if (aim) break;
    }
    if (!aim) {
      failures.push(`${rpc.name}: no call with B's own rows and a plain amount went through (the control)`);
      continue;
    }
    for (const arg of rpc.args.filter((a) => a.type === 'numeric')) {
      for (const bad of BAD_AMOUNT_ARGS) {
        await t.sql(sc.resetAttacker);
        const before = await ownedDigest(t.sql, sc.attacker);
        const args = { ...argsOf(rpc, aim, 20), [arg.name]: bad };
        const a = await call(t, jwt, rpc.name, args);
        counts[rpc.name] = (counts[rpc.name] ?? 0) + 1;
        const name = `${rpc.name}(${arg.name} = ${JSON.stringify(bad)})`;
        if (a.status < 400 || a.status >= 500) failures.push(`${name}: ${a.status} ${a.body.slice(0, 200)}`);
        else if (RAW.test(shownWords(JSON.parse(a.body) as { code?: string; message?: string })))
          failures.push(`${name}: worded ${a.body.slice(0, 200)}`);
        if ((await ownedDigest(t.sql, sc.attacker)) !== before) failures.push(`${name}: changed B's rows`);
      }
    }
  }
  return { rpcs: rpcs.map((r) => r.name), counts, failures };
}
