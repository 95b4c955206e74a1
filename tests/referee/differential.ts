/**
 * Differential testing of the emulator's REST layer against the real PostgREST: a supabase-js client whose
 * fetch sends every request to both servers, records both answers, and hands the emulator's back.
 */
import type { Db } from '../../emulator/db';
import pg from 'pg';

export interface Answer {
  status: number;
  contentType: string | null;
  contentRange: string | null;
  body: string;
}

export interface Exchange {
  caseName: string;
  group: string;
  role: string;
  method: string;
  path: string;
  emulator: Answer;
  postgrest: Answer;
  unordered: boolean;
}

export type Category = 'status' | 'body' | 'content-range' | 'content-type';

export interface Mismatch {
  exchange: Exchange;
  categories: Category[];
}

/** Where supabase-js believes the project lives; the tee rewrites it to both servers. */
export const TEE_BASE = 'http://referee.invalid';

async function answer(res: Response): Promise<Answer> {
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    contentRange: res.headers.get('content-range'),
    body: await res.text(),
  };
}

export interface Tee {
  fetch: typeof fetch;
  exchanges: Exchange[];
  /** Labels the next requests (the case being run). */
  label(caseName: string, group: string, role: string, unordered: boolean): void;
}

export const timing = { postgrest: 0, emulator: 0 };

export function makeTee(emulatorUrl: string, postgrestUrl: string): Tee {
  const exchanges: Exchange[] = [];
  let current = { caseName: '', group: '', role: '', unordered: false };
  const teeFetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const rest = url.pathname.replace(/^\/rest\/v1/, '') + url.search;
    const body = req.body ? await req.arrayBuffer() : undefined;
    const headers = new Headers(req.headers);
    const send = (base: string) => fetch(base + rest, { method: req.method, headers, body });
    // PostgREST first: the emulator's answer is the one supabase-js sees, so the client's flow follows it.
    const t0 = performance.now();
    const pgrst = await answer(await send(postgrestUrl));
    const t1 = performance.now();
    const emuRes = await send(`${emulatorUrl}/rest/v1`);
    timing.postgrest += t1 - t0;
    timing.emulator += performance.now() - t1;
    const emu = await answer(emuRes);
    exchanges.push({ ...current, method: req.method, path: decodeURIComponent(rest), emulator: emu, postgrest: pgrst });
    return new Response(emu.status === 204 || emu.status === 304 ? null : emu.body, {
      status: emu.status,
      headers: emuRes.headers,
    });
  };
  return {
    fetch: teeFetch,
    exchanges,
    label(caseName, group, role, unordered) {
      current = { caseName, group, role, unordered };
    },
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d+)?(Z|[+-]\d\d(?::?\d\d)?)?/g;

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortDeep).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return value;
}

/**
 * Normalises a body pair for comparison: timestamps become their shape (`<ts>` plus the zone suffix the
 * server printed), UUIDs that only one side has (generated ids) become `<uuid:n>` in order of appearance.
 */
export function normalisePair(emu: Answer, pgrst: Answer, unordered: boolean): [string, string] {
  const idsE = new Set(emu.body.match(UUID) ?? []);
  const idsP = new Set(pgrst.body.match(UUID) ?? []);
  const norm = (text: string, other: Set<string>) => {
    const seen = new Map<string, string>();
    let out = text.replace(UUID, (id) => {
      if (other.has(id)) return id;
      if (!seen.has(id)) seen.set(id, `<uuid:${seen.size}>`);
      return seen.get(id)!;
    });
    out = out.replace(TIMESTAMP, (_m, zone: string | undefined) => `<ts${zone ? (zone === 'Z' ? 'Z' : '±zone') : ''}>`);
    if (unordered) {
      try {
        out = JSON.stringify(sortDeep(JSON.parse(out)));
      } catch {
        // not JSON: compare as text
      }
    }
    return out;
  };
  return [norm(emu.body, idsP), norm(pgrst.body, idsE)];
}

export function compare(exchange: Exchange): Mismatch | undefined {
  const { emulator: e, postgrest: p } = exchange;
  const categories: Category[] = [];
  if (e.status !== p.status) categories.push('status');
  const [be, bp] = normalisePair(e, p, exchange.unordered);
  if (be !== bp) categories.push('body');
  if (e.contentRange !== p.contentRange) categories.push('content-range');
  if (e.contentType !== p.contentType) categories.push('content-type');
  return categories.length ? { exchange, categories } : undefined;
}

/**
 * seed.sql draws demo rows with random() and gen_random_uuid(): copy the emulator's rows of every table in
 * public and stats into the native database (triggers and foreign keys off while copying, as pg_restore
 * does), so both servers answer from identical data.
 */
export async function copyData(from: Db, adminConnectionString: string): Promise<number> {
  const tables = (
    await from.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'stats') and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((r) => r.name);
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  let copied = 0;
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    for (const table of tables) {
      const cols = (
        await from.query<{ c: string; json: boolean }>(
          `select format('%I', a.attname) as c, a.atttypid in ('json'::regtype, 'jsonb'::regtype) as json from pg_attribute a
           where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
           order by a.attnum`,
          [table],
        )
      ).rows;
      const list = cols.map((c) => c.c).join(', ');
      // Values travel as their text form (a JSON number would lose numeric's scale: 385.00 -> 385).
      const texts = cols.map((c) => (c.json ? c.c : `${c.c}::text as ${c.c}`)).join(', ');
      const { rows } = await from.query<{ data: unknown }>(`select coalesce(json_agg(t), '[]') as data from (select ${texts} from ${table}) t`);
      await client.query(`delete from ${table}`);
      const res = await client.query(
        `insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $1::json)`,
        [JSON.stringify(rows[0].data)],
      );
      copied += res.rowCount ?? 0;
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  return copied;
}
