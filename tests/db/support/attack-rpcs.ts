/**
 * Every RPC a signed-in player may call that takes an id, read from the catalog, called by A with each of B's ids
 * in each id argument (the other arguments plain values of their type): the answer must not hold anything only B's
 * rows hold, and B's rows must be as they were.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AttackCatalog, Query } from './attack-catalog';
import { B_SECRETS, type Fixture } from './attack-fixtures';

export interface RpcAttack {
  name: string;
  fn: string;
  /** refused: 4xx; answered: 2xx holding nothing of B's; leaked: B's words in the answer; failed: 5xx; changed: B's rows moved. */
  outcome: 'refused' | 'answered' | 'leaked' | 'failed' | 'changed';
  status: number;
}

interface Signature {
  fn: string;
  args: { name: string; type: string }[];
}

/** A plain value per argument type; an RPC with an argument of another type is left out, said so. */
const PLAIN: Record<string, unknown> = {
  numeric: 20,
  integer: 1,
  boolean: false,
  text: 'bonus',
  date: '2025-06-02',
  'timestamp without time zone': '2025-06-02T23:00:00',
  'timestamp with time zone': '2025-06-02T23:00:00Z',
  'time without time zone': '23:30',
  jsonb: {},
};

export async function readRpcs(query: Query): Promise<{ rpcs: Signature[]; unsupported: string[] }> {
  const { rows } = await query(`
    select p.proname as fn, pg_get_function_identity_arguments(p.oid) as args
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
       and has_function_privilege('authenticated', p.oid, 'execute')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by 1, 2`);
  const rpcs: Signature[] = [];
  const unsupported: string[] = [];
  for (const r of rows as { fn: string; args: string }[]) {
    const args =
      r.args === '' ? [] : r.args.split(', ').map((a) => ({ name: a.slice(0, a.indexOf(' ')), type: a.slice(a.indexOf(' ') + 1) }));
    if (!args.some((a) => a.type === 'uuid' || a.type === 'uuid[]')) continue;
    const odd = args.filter((a) => !(a.type in PLAIN) && a.type !== 'uuid' && a.type !== 'uuid[]');
    if (odd.length) unsupported.push(`${r.fn}(${r.args}): no plain value of ${odd.map((a) => a.type).join(', ')}`);
    else rpcs.push({ fn: r.fn, args });
  }
  return { rpcs, unsupported };
}

/** Every row B owns in every player table, as the service role reads it. */
async function rowsOfB(service: SupabaseClient, catalog: AttackCatalog, B: string): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const [table, owner] of catalog.playerTables) {
    if (!owner) continue;
    const { data, error } = await service.from(table).select('*').eq(owner, B).order('id');
    if (error) throw new Error(`service read of ${table} failed: ${JSON.stringify(error)}`);
    out[table] = data;
  }
  return JSON.stringify(out);
}

export async function attackRpcs(
  env: { attacker: SupabaseClient; service: SupabaseClient; f: Fixture; label?: (name: string) => void },
  catalog: AttackCatalog,
  rpcs: Signature[],
): Promise<RpcAttack[]> {
  const { f } = env;
  const others: Record<string, string> = {
    B: f.B,
    "B's slot session": f.slotB,
    "B's casino session": f.casinoSessionB,
    "B's W2G": f.w2gB,
    "B's trip": f.tripB,
    "B's machine": f.machineB,
    "B's private post": f.postBPrivate,
  };
  const out: RpcAttack[] = [];
  for (const { fn, args } of rpcs) {
    const before = await rowsOfB(env.service, catalog, f.B);
    const calls: RpcAttack[] = [];
    for (const target of args.filter((a) => a.type === 'uuid' || a.type === 'uuid[]')) {
      for (const [what, id] of Object.entries(others)) {
        const params = Object.fromEntries(
          args.map((a) => {
            if (a === target) return [a.name, a.type === 'uuid[]' ? [id] : id];
            return [a.name, a.type === 'uuid' ? randomUUID() : a.type === 'uuid[]' ? [] : PLAIN[a.type]];
          }),
        );
        const name = `${fn}(${target.name} = ${what})`;
        env.label?.(name);
        const { data, error, status } = await env.attacker.rpc(fn, params);
        const answer = JSON.stringify({ data, error });
        const outcome = B_SECRETS.some((s) => answer.includes(s))
          ? 'leaked'
          : status >= 500
            ? 'failed'
            : status >= 400
              ? 'refused'
              : 'answered';
        calls.push({ name, fn, outcome, status });
      }
    }
    // B's rows after every call of this RPC: any change is a write into another player's records.
    const changed = (await rowsOfB(env.service, catalog, f.B)) !== before;
    out.push(...calls.map((c) => (changed ? { ...c, outcome: 'changed' as const } : c)));
  }
  return out;
}
