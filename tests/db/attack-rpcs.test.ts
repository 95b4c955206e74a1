import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../helpers/emulator';
import { countByTable } from './support/attack-catalog';
import { startAttack } from './support/attack-setup';
import { attackRpcs, readRpcs, type RpcAttack } from './support/attack-rpcs';

/**
 * Every RPC a signed-in player may call with an id, generated from the catalog, called through supabase-js by A with
 * each of B's ids (B's account, slot session, casino session, W2G, trip, "Not listed" machine, private post) in each
 * id argument: nothing of B's is read or changed. An RPC added later is attacked without being listed here.
 */
/**
 * Server errors another change owns, said when they occur: get_trip_report raises P0002 (500) for a trip that is not
 * the caller's; the share-links change makes every error a caller can cause a 4xx.
 */
const OWNED_ELSEWHERE: Record<string, string> = {
  get_trip_report: "P0002 (500) for another player's trip id, made a 4xx with the share links' errors",
};

let emu: TestEmulator;
let attacks: RpcAttack[];
let unsupported: string[];

beforeAll(async () => {
  const { emu: started, query, catalog, env } = await startAttack();
  emu = started;
  const found = await readRpcs(query);
  unsupported = found.unsupported;
  attacks = await attackRpcs(env, catalog, found.rpcs);
  console.log(
    `[attack] RPCs: ${attacks.length} calls, per RPC ${JSON.stringify(countByTable(attacks.map((x) => ({ table: x.fn, kind: `${x.outcome} ${x.status}` }))))}`,
  );
  if (unsupported.length) console.log(`[attack] RPCs left out: ${unsupported.join('; ')}`);
}, 300_000);
afterAll(async () => emu?.close());

describe("every RPC with an id, called with another player's ids", () => {
  it('finds the RPCs in the catalog (none listed by hand)', () => {
    const fns = new Set(attacks.map((a) => a.fn));
    for (const fn of [
      'add_live_money',
      'append_casino_cash',
      'cash_out_live_session',
      'delete_casino_session',
      'set_machine_note',
      'get_post_jackpots',
    ]) {
      expect(fns.has(fn), fn).toBe(true);
    }
  });

  it("neither reads nor changes anything of the other player's", () => {
    const wrong = attacks.filter((a) => a.outcome === 'leaked' || a.outcome === 'changed');
    expect(wrong.map((a) => `${a.name}: ${a.outcome} ${a.status}`)).toEqual([]);
  });

  it('answers a 4xx or a 2xx, never a server error', () => {
    const failed = attacks.filter((a) => a.outcome === 'failed');
    for (const fn of new Set(failed.map((a) => a.fn).filter((fn) => fn in OWNED_ELSEWHERE)))
      console.warn(`[attack] ${fn}: ${OWNED_ELSEWHERE[fn]}`);
    expect(failed.filter((a) => !(a.fn in OWNED_ELSEWHERE)).map((a) => `${a.name}: ${a.status}`)).toEqual([]);
  });
});
