import * as pdfLib from 'pdf-lib';
import { buildDiaryPdf, parseDiary } from '../supabase/functions/export-w2g-pdf/diary.ts';
const casinos = ['Decade Bellagio', 'Decade Borgata', 'Decade Mohegan Sun', 'Decade Beau Rivage'];
const addr = '3600 S Las Vegas Blvd, Las Vegas, NV 89109';
const entries = [];
for (let i = 0; i < 4000; i++) {
  const d = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  entries.push(i % 4 === 0
    ? { kind: 'Casino session', date: d, time: '19:30', wager: `Casino session (slots), cash in 500.00 until 2025-01-02 01:30`, establishment: casinos[i % 4], address: addr, machine: '', won: null, lost: 120, with: i % 3 ? 'Pat' : '', notes: i % 5 ? 'Began in 2024: only its slot sessions of 2025 count in 2025' : '' }
    : { kind: 'Slot session in a casino session', date: d, time: '20:15', wager: 'Slot machine', establishment: casinos[i % 4], address: addr, machine: `A-${i % 300} - Decade Buffalo Link`, won: i % 3 ? 0 : 250.5, lost: i % 3 ? 80 : 0, with: '', notes: i % 7 ? '' : 'Bonus round twice, hand pay' });
}
const sessions = Array.from({ length: 700 }, (_, i) => ({ date: '2025-03-01', establishment: casinos[i % 4], address: addr, net: i % 2 ? 100 : -50, withholdingAddedBack: 0, notes: '' }));
const jackpots = Array.from({ length: 200 }, (_, i) => ({ date: '2025-03-01', establishment: casinos[i % 4], address: addr, amount: 1500, taxWithheld: 0, state: 'NV', stateWinnings: null, stateTaxWithheld: null, metThreshold: i % 5 !== 0 }));
const diary = { year: 2025, threshold: 1200, entries, sessions, totals: { sessions: 700, winning: 350, losing: 350, gains: 35000, losses: 17500, net: 17500 }, loss: { deductible: 17500, rule: 'x' }, jackpots, w2gTotals: { count: 160, amount: 240000, taxWithheld: 0, stateTaxWithheld: null } };
const json = JSON.stringify(diary);
console.log('json bytes', json.length);
for (let r = 0; r < 2; r++) {
  const t0 = performance.now();
  const d = parseDiary(JSON.parse(json));
  const t1 = performance.now();
  const c0 = process.cpuUsage();
  const bytes = await buildDiaryPdf(pdfLib as never, 'Player', d, '2026-01-01');
  const c1 = process.cpuUsage(c0);
  const t2 = performance.now();
  console.log(`parse ${(t1 - t0).toFixed(0)} ms, build ${(t2 - t1).toFixed(0)} ms wall, ${((c1.user + c1.system) / 1000).toFixed(0)} ms cpu, ${bytes.length} bytes`);
}
{ const fs = await import('node:fs'); fs.writeFileSync('/tmp/w29c/diary.pdf', await buildDiaryPdf(pdfLib as never, 'Player', parseDiary(JSON.parse(json)), '2026-01-01')); }
