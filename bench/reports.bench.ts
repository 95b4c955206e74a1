/**
 * Reports at scale: one player with 5,000 W2G jackpots in a year.
 * - the report search (pure filter over memoized lower-case haystacks) per keystroke: p50/p95 over 200 keystrokes;
 * - CSV generation for 5,000 rows (report CSV and the every-value-quoted export CSV);
 * - through an in-memory emulator and supabase-js: fetching the year (1000-row pages with the casino and
 *   machine embedded, as the Reports screen does) together with the get_w2g_summary RPC.
 */
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startEmulator } from '../emulator/server';
import { signJwt } from '../emulator/jwt';
import { DEFAULT_JWT_SECRET } from '../emulator/config';
import { importApp, jackpotSeedSql } from './reports-support';
import { fmt, percentile, timeMany } from './stats-util';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

interface Jackpot {
  id: string;
  casino_id: string;
  slot_machine_id: string | null;
  jackpot_date: string;
  jackpot_time: string;
  amount: number;
  tax_withheld: number;
  ticket_number: string | null;
  irs_form_version: string;
  notes: string | null;
  casino: { name: string } | null;
  slot_machine: { name: string; slot_name: string | null } | null;
}
interface DateRange {
  start: string;
  end: string;
}
interface SearchModule {
  buildJackpotHaystacks(rows: Jackpot[]): string[];
  filterJackpots(rows: Jackpot[], haystacks: string[], query: string, range: DateRange): Jackpot[];
}
interface ReportCsvModule {
  w2gReportCsv(rows: Jackpot[]): string;
}
interface ExportFilesModule {
  w2gExportCsv(rows: Jackpot[]): string;
}

const USER = 'c0000000-0000-4000-8000-000000000005';
const N = 5000;
const YEAR: DateRange = { start: '2025-01-01', end: '2025-12-31' };
const CASINOS = ['Bellagio', 'Wynn Las Vegas', 'Mohegan Sun', 'Foxwoods', 'Aria Resort & Casino', 'Caesars Palace', 'Golden Nugget', 'Red Rock Casino'];
const MACHINES = ['Buffalo Gold', 'Dragon Link', 'Lightning Link', '88 Fortunes', 'Wheel of Fortune', 'Cleopatra', 'Huff N Puff', 'Jin Ji Bao Xi'];
const NOTES = ['Hand pay, ID checked and W-2G signed at the machine', 'Grand jackpot on max bet', 'Bonus round hit the major', null];

function makeRows(): Jackpot[] {
  const rows: Jackpot[] = [];
  for (let i = 0; i < N; i++) {
    const day = new Date(Date.UTC(2025, 0, 1 + (i % 365)));
    rows.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      casino_id: `casino-${i % CASINOS.length}`,
      slot_machine_id: i % 7 === 0 ? null : `machine-${i % MACHINES.length}`,
      jackpot_date: day.toISOString().slice(0, 10),
      jackpot_time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
      amount: 1200 + ((i * 7919) % 8800) + (i % 4) * 0.25,
      tax_withheld: i % 3 === 0 ? 288 : 0,
      ticket_number: null,
      irs_form_version: 'W-2G',
      notes: NOTES[i % NOTES.length],
      casino: { name: CASINOS[i % CASINOS.length] },
      slot_machine: i % 7 === 0 ? null : { name: MACHINES[i % MACHINES.length], slot_name: i % 2 ? `Alt ${i % 11}` : null },
    });
  }
  return rows;
}

/** 200 keystrokes: typing (and re-typing) realistic queries one character at a time. */
function keystrokes(): string[] {
  const queries = ['bellagio', 'buffalo gold', '1500', 'hand pay', 'wynn', '$2,', 'dragon link', 'grand jackpot', 'zzz nothing', 'alt 7'];
  const out: string[] = [];
  for (let q = 0; out.length < 200; q++) {
    const text = queries[q % queries.length];
    for (let k = 1; k <= text.length && out.length < 200; k++) out.push(text.slice(0, k));
  }
  return out;
}

const VISITS = 2000;
const CASH_PER_VISIT = 3;

const SEED_SQL = `${jackpotSeedSql({ user: USER, email: 'bench@reports.test', count: N, notes: ['Hand pay', 'Grand jackpot on max bet'] })}
with c as (select array_agg(id order by name) ids from public.casinos)
insert into public.casino_sessions (user_id, casino_id, arrival_date, starting_cash, additional_cash, final_cash)
select '${USER}', c.ids[1 + i % 20], date '2025-01-01' + (i % 365), 200,
       (select jsonb_agg(jsonb_build_object('amount', 100 + k * 20, 'timestamp',
                 to_char(date '2025-01-01' + (i % 365) + k * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'note', 'ATM'))
        from generate_series(1, ${CASH_PER_VISIT}) k), 150
from generate_series(1, ${VISITS}) i, c;
analyze;
`;

const REPORT_COLUMNS =
  'id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, notes, images, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';

export default async function main(): Promise<void> {
  const search = await importApp<SearchModule>('features/reports/lib/jackpot-search.ts');
  const reportCsv = await importApp<ReportCsvModule>('features/reports/lib/report-csv.ts');
  const exportFiles = await importApp<ExportFilesModule>('features/w2g/lib/export-files.ts');

  // --- search per keystroke (pure) ---
  const rows = makeRows();
  const h0 = performance.now();
  const haystacks = search.buildJackpotHaystacks(rows);
  console.log(`report search: built ${N} haystacks once (memoized per row list) in ${fmt(performance.now() - h0)}`);
  const keys = keystrokes();
  for (const q of keys.slice(0, 20)) search.filterJackpots(rows, haystacks, q, YEAR); // warm-up
  let matched = 0;
  const perKey = await timeMany(keys.length, async (i) => {
    matched += search.filterJackpots(rows, haystacks, keys[i], YEAR).length;
  });
  console.log(
    `report search: ${keys.length} keystrokes over ${N} rows: p50 ${fmt(percentile(perKey, 50))}, p95 ${fmt(percentile(perKey, 95))}, max ${fmt(Math.max(...perKey))} (avg ${Math.round(matched / keys.length)} rows matched; a 60 fps frame is 16.7 ms)`,
  );

  // --- CSV for 5,000 rows ---
  let size = 0;
  const reportTimes = await timeMany(20, async () => {
    size = reportCsv.w2gReportCsv(rows).length;
  });
  console.log(`report CSV (W2G_Jackpots_…): ${N} rows, ${(size / 1024).toFixed(0)} KiB: p50 ${fmt(percentile(reportTimes, 50))}, p95 ${fmt(percentile(reportTimes, 95))} over 20 runs`);
  const exportTimes = await timeMany(20, async () => {
    size = exportFiles.w2gExportCsv(rows).length;
  });
  console.log(`export CSV (w2g_export_…, every value quoted): ${N} rows, ${(size / 1024).toFixed(0)} KiB: p50 ${fmt(percentile(exportTimes, 50))}, p95 ${fmt(percentile(exportTimes, 95))} over 20 runs`);

  // --- a year of 5,000 jackpots + the summary RPC through the emulator ---
  const emu = await startEmulator({ port: 0, seed: false });
  try {
    const s0 = performance.now();
    await emu.ctx.db.exec(SEED_SQL);
    console.log(`emulator: seeded ${N} jackpots in ${fmt(performance.now() - s0)}`);
    const token = signJwt(
      { sub: USER, role: 'authenticated', aud: 'authenticated', email: 'bench@reports.test', exp: Math.floor(Date.now() / 1000) + 3600 },
      DEFAULT_JWT_SECRET,
    );
    const client = createClient(emu.url, emu.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

    const fetchYear = async () => {
      const out: unknown[] = [];
      for (let from = 0; ; from += 1000) {
        const { data, error } = await client
          .from('w2g_jackpots')
          .select(REPORT_COLUMNS)
          .gte('jackpot_date', YEAR.start)
          .lte('jackpot_date', YEAR.end)
          .order('jackpot_date', { ascending: false })
          .order('jackpot_time', { ascending: false })
          .order('id', { ascending: false })
          .range(from, from + 999);
        if (error) throw error;
        out.push(...data);
        if (data.length < 1000) return out;
      }
    };
    const summary = async () => {
      const { data, error } = await client.rpc('get_w2g_summary', { p_start: YEAR.start, p_end: YEAR.end });
      if (error) throw error;
      return data as { count: number; total_amount: number };
    };

    const [year, sum] = await Promise.all([fetchYear(), summary()]); // warm-up and check
    console.log(`emulator: fetched ${year.length} rows; get_w2g_summary count ${sum.count}, total ${sum.total_amount}`);
    const both = await timeMany(10, () => Promise.all([fetchYear(), summary()]));
    const rpcOnly = await timeMany(50, summary);
    const listOnly = await timeMany(10, fetchYear);
    console.log(`emulator: year of ${N} jackpots (5 pages, casino + machine embedded) + get_w2g_summary in parallel: p50 ${fmt(percentile(both, 50))}, p95 ${fmt(percentile(both, 95))} over 10 runs`);
    console.log(`emulator: list pages alone p50 ${fmt(percentile(listOnly, 50))}; get_w2g_summary alone p50 ${fmt(percentile(rpcOnly, 50))}, p95 ${fmt(percentile(rpcOnly, 95))} over 50 calls`);

    // --- the Add Cash tab: SQL total + the first page of 50 entries, as the tab loads them ---
    const cashSummary = async () => {
      const { data, error } = await client.rpc('get_add_cash_summary', { p_start: YEAR.start, p_end: YEAR.end });
      if (error) throw error;
      return data as { count: number; total: number };
    };
    const cashPage = async () => {
      const { data, error } = await client.rpc('get_add_cash_transactions', { p_start: YEAR.start, p_end: YEAR.end }).range(0, 49);
      if (error) throw error;
      return data;
    };
    const cs = await cashSummary();
    await cashPage();
    const cashTab = await timeMany(20, () => Promise.all([cashSummary(), cashPage()]));
    const cashRpc = await timeMany(50, cashSummary);
    console.log(
      `emulator: Add Cash tab (${VISITS} visits, ${cs.count} entries, total ${cs.total}): get_add_cash_summary + first page of 50 in parallel p50 ${fmt(percentile(cashTab, 50))}, p95 ${fmt(percentile(cashTab, 95))} over 20 runs; get_add_cash_summary alone p50 ${fmt(percentile(cashRpc, 50))}, p95 ${fmt(percentile(cashRpc, 95))} over 50 calls`,
    );
  } finally {
    await emu.close();
  }
}
