/**
 * W-2G PDF of 1,000 jackpots (supabase/functions/export-w2g-pdf):
 * - the pure generation (pdf.ts over pdf-lib, in Node): p50/p95 over 20 runs after 2 warm-ups;
 * - end to end through an in-process emulator's /functions/v1/export-w2g-pdf (Deno worker, the function
 *   reading 1,000 rows back under the player's RLS, then building the PDF): the first call (worker start)
 *   and p50/p95 over 10 warm calls.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pdfLib from 'pdf-lib';
import { startEmulator } from '../emulator/server';
import { signJwt } from '../emulator/jwt';
import { DEFAULT_JWT_SECRET } from '../emulator/config';
import { fmt, percentile, timeMany } from './stats-util';
import { jackpotSeedSql } from './reports-support';

interface ReportRow {
  date: string;
  time: string;
  casino: string;
  slot: string;
  amount: number;
  tax_withheld: number;
  notes: string;
}
interface PdfModule {
  buildW2gPdf(lib: typeof pdfLib, report: { playerName: string; start: string; end: string; rows: ReportRow[] }): Promise<Uint8Array>;
}

const N = 1000;
const USER = 'c0000000-0000-4000-8000-000000000006';
const CASINOS = ['Bellagio', 'Wynn Las Vegas', 'Mohegan Sun', 'Foxwoods', 'Aria Resort & Casino', 'Caesars Palace', 'Golden Nugget'];
const MACHINES = ['Buffalo Gold', 'Dragon Link', 'Lightning Link', '88 Fortunes', 'Wheel of Fortune', '-'];

function makeRows(): ReportRow[] {
  return Array.from({ length: N }, (_, i) => ({
    date: new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString().slice(0, 10),
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    casino: CASINOS[i % CASINOS.length],
    slot: MACHINES[i % MACHINES.length],
    amount: 1200 + ((i * 7919) % 8800) + (i % 4) * 0.25,
    tax_withheld: i % 3 === 0 ? 288 : 0,
    notes: i % 4 === 3 ? '' : 'Hand pay, ID checked and W-2G signed at the machine',
  }));
}

const SEED_SQL = `${jackpotSeedSql({ user: USER, email: 'bench@pdf.test', count: N, notes: ['Hand pay, ID checked and W-2G signed at the machine', 'Grand jackpot on max bet'] })}
analyze;
`;

export default async function main(): Promise<void> {
  // Loaded by URL: the function's modules import each other with '.ts' extensions (Deno style).
  const pdfUrl = pathToFileURL(path.resolve(import.meta.dirname, '../supabase/functions/export-w2g-pdf/pdf.ts')).href;
  const { buildW2gPdf } = (await import(pdfUrl)) as PdfModule;

  // --- pure generation ---
  const report = { playerName: 'Bench Player', start: '2025-01-01', end: '2025-12-31', rows: makeRows() };
  let bytes = await buildW2gPdf(pdfLib, report);
  await buildW2gPdf(pdfLib, report);
  const pages = (await pdfLib.PDFDocument.load(bytes)).getPageCount();
  const times = await timeMany(20, async () => {
    bytes = await buildW2gPdf(pdfLib, report);
  });
  console.log(
    `PDF generation (pdf.ts + pdf-lib in Node): ${N} rows, ${pages} pages, ${(bytes.length / 1024).toFixed(0)} KiB: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(Math.max(...times))} over 20 runs`,
  );

  // --- end to end through the functions endpoint ---
  const emu = await startEmulator({ port: 0, seed: false });
  try {
    await emu.ctx.db.exec(SEED_SQL);
    const token = signJwt(
      { sub: USER, role: 'authenticated', aud: 'authenticated', email: 'bench@pdf.test', exp: Math.floor(Date.now() / 1000) + 3600 },
      DEFAULT_JWT_SECRET,
    );
    let size = 0;
    const invoke = async () => {
      const res = await fetch(`${emu.url}/functions/v1/export-w2g-pdf`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: emu.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ start: '2025-01-01', end: '2025-12-31' }),
      });
      if (res.status !== 200) throw new Error(`export-w2g-pdf answered ${res.status}: ${await res.text()}`);
      size = (await res.arrayBuffer()).byteLength;
    };
    const [first] = await timeMany(1, invoke);
    const warm = await timeMany(10, invoke);
    console.log(
      `PDF through /functions/v1/export-w2g-pdf (in-process emulator, Deno worker, ${N} rows read under RLS, ${(size / 1024).toFixed(0)} KiB): first call ${fmt(first)} (worker start); warm p50 ${fmt(percentile(warm, 50))}, p95 ${fmt(percentile(warm, 95))} over 10 calls`,
    );
  } finally {
    await emu.close();
  }
}
