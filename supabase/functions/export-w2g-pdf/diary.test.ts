import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildDiaryPdf, parseDiary, wrapText, type Diary } from './diary.ts';
import { pdfTextRuns } from './test-pdf-text.ts';

const LONG_NOTE = 'Hand pay on the Dragon Link bank near the sportsbook; signed the W-2G at the machine, ID checked, then played 300 of it back on the same bank before dinner with the group.';

const diary = (n: number): Diary => ({
  year: 2025,
  entries: Array.from({ length: n }, (_, i) => ({
    kind: 'Slot session',
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
    time: '14:00',
    wager: 'Slot machine',
    establishment: 'Bellagio',
    address: '3600 S Las Vegas Blvd, Las Vegas, NV 89109',
    machine: 'B-101 - Buffalo Gold',
    won: i % 3 === 0 ? 125.5 : 0,
    lost: i % 3 === 0 ? 0 : 40,
    // A slot session with $25.00 of free play now and then (the casino's money: listed apart from won / lost).
    freePlay: i % 5 === 1 ? 25 : 0,
    with: 'Pat and Jo',
    notes: i === 0 ? LONG_NOTE : '',
  })),
  sessions: [
    { date: '2025-03-01', establishment: 'Bellagio', address: '3600 S Las Vegas Blvd, Las Vegas, NV 89109', net: 1100, notes: 'Tax withheld on a W-2G added back: $360.00' },
    { date: '2025-03-02', establishment: 'Bellagio', address: '3600 S Las Vegas Blvd, Las Vegas, NV 89109', net: -400, notes: '' },
    { date: '2025-03-03', establishment: 'Wynn', address: '3131 S Las Vegas Blvd, Las Vegas, NV 89109', net: -800, notes: '' },
  ],
  totals: { sessions: 3, winning: 1, losing: 2, gains: 1100, losses: 1200, net: -100 },
  loss: { deductible: 1100, rule: 'Tax years through 2025: losses are deductible up to your gambling gains.' },
  jackpots: [
    { date: '2025-03-01', establishment: 'Bellagio', amount: 1500, taxWithheld: 360, state: 'NV', stateWinnings: 1500, stateTaxWithheld: 45, metThreshold: true },
    { date: '2025-06-01', establishment: 'Bellagio', amount: 1100, taxWithheld: 0, state: '', stateWinnings: null, stateTaxWithheld: null, metThreshold: false },
  ],
});

describe('gambling diary PDF', () => {
  it('wraps long notes onto several lines instead of cutting them', async () => {
    const doc = await pdfLib.PDFDocument.create();
    const font = await doc.embedFont(pdfLib.StandardFonts.Helvetica);
    const lines = wrapText(LONG_NOTE, font, 8, 104);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe(LONG_NOTE);
    expect(wrapText('x'.repeat(80), font, 8, 40).join('')).toBe('x'.repeat(80));
  });

  it('prints title, player, the sessions with their totals first, every diary column, the whole note, the W-2G forms and the jackpots below the threshold apart', async () => {
    const bytes = await buildDiaryPdf(pdfLib, 'Dana Player', diary(70), '2026-11-24');
    const doc = await pdfLib.PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Gambling Diary 2025');
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const text = pdfTextRuns(bytes);
    expect(text.slice(0, 2)).toEqual(['Gambling Diary 2025', 'Player: Dana Player']);
    expect(text).toEqual(expect.arrayContaining(['Date', 'Time', 'Type of wager', 'Establishment and address', 'Machine', 'Won', 'Lost', 'Free play', 'With', 'Notes']));
    expect(text).toContain('$25.00');
    const joined = text.join(' ');
    expect(joined).toContain(LONG_NOTE.slice(0, 20));
    expect(joined).toContain('group.');
    expect(text).toContain('Federal tax withheld');
    expect(text).toContain('State tax withheld');
    expect(text).toContain('$360.00');
    expect(text).toContain('$45.00');
    // Order: sessions (+$1,100.00 ...), their totals, the diary entries, the W-2G forms, then below the threshold.
    const at = (s: string) => text.indexOf(s);
    expect(at('1. Sessions (counted in the totals)')).toBeGreaterThan(0);
    expect(at('+$1,100.00')).toBeGreaterThan(at('1. Sessions (counted in the totals)'));
    expect(at('Total session gains: $1,100.00 (gambling income)')).toBeGreaterThan(at('-$800.00'));
    expect(at('Rule applied: Tax years through 2025: losses are deductible up to your gambling gains.')).toBeLessThan(at('2. Diary entries (evidence: not added to the totals)'));
    expect(at('3. W-2G forms received')).toBeGreaterThan(at('2. Diary entries (evidence: not added to the totals)'));
    expect(at('Below the W-2G threshold: no form is issued, still taxable income')).toBeGreaterThan(at('3. W-2G forms received'));
    expect(at('$1,100.00')).toBeGreaterThan(-1);
    expect(text.at(-1)).toBe(`Gambling Diary 2025 - Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
  });

  it("a joint diary (a household's): each player's sessions under their name, then the household's totals", async () => {
    // 2025, hand-worked: Avery Apr 4 at Peppermill +1,500 (no losses); Blake Apr 4 at Atlantis -1,200 (no gains).
    // Joint: gains 1,500, losses 1,200: min(1,200 x 100 %, 1,500) = 1,200 deductible (each alone: 0).
    const joint = parseDiary({
      year: 2025,
      players: ['Avery Stone', 'Blake Stone'],
      entries: [],
      sessions: [
        { date: '2025-04-04', establishment: 'Peppermill', address: 'Reno, NV', net: 1500, notes: '', player: 'Avery Stone' },
        { date: '2025-04-04', establishment: 'Atlantis', address: 'Reno, NV', net: -1200, notes: '', player: 'Blake Stone' },
      ],
      totals: { sessions: 2, winning: 1, losing: 1, gains: 1500, losses: 1200, net: 300 },
      loss: { deductible: 1200, rule: 'Tax years through 2025: losses are deductible up to your gambling gains.' },
      jackpots: [
        { date: '2025-04-04', establishment: 'Peppermill', amount: 1300, taxWithheld: 312, state: '', stateWinnings: null, stateTaxWithheld: null, metThreshold: true, player: 'Avery Stone' },
      ],
    });
    const text = pdfTextRuns(await buildDiaryPdf(pdfLib, 'Avery Stone', joint, '2026-12-07'));
    expect(text[1]).toBe('Players: Avery Stone and Blake Stone (a joint return: married filing jointly)');
    const at = (s: string) => text.indexOf(s);
    expect(at('Sessions of Avery Stone')).toBeGreaterThan(at('1. Sessions (counted in the totals)'));
    expect(at('+$1,500.00')).toBeGreaterThan(at('Sessions of Avery Stone'));
    expect(at('Sessions of Blake Stone')).toBeGreaterThan(at('+$1,500.00'));
    expect(at('-$1,200.00')).toBeGreaterThan(at('Sessions of Blake Stone'));
    expect(at('Deductible losses estimate (if itemising; not tax advice): $1,200.00')).toBeGreaterThan(at('-$1,200.00'));
    expect(text).toContain('Avery Stone: Peppermill');
    // A single player's diary keeps its one name and no per-player heading.
    const single = pdfTextRuns(await buildDiaryPdf(pdfLib, 'Dana Player', diary(1), '2026-11-24'));
    expect(single[1]).toBe('Player: Dana Player');
    expect(single.some((t) => t.startsWith('Sessions of '))).toBe(false);
  });

  it('refuses a malformed diary with 400', () => {
    expect(() => parseDiary({ year: 'x' })).toThrow('diary.year must be a year');
    expect(() => parseDiary({ year: 2025, entries: 'no' })).toThrow('diary.entries must be an array');
    expect(() => parseDiary({ year: 2025, entries: [{ date: '2025-02-30' }], jackpots: [] })).toThrow('yyyy-mm-dd');
    expect(parseDiary({ ...diary(1), extra: 1 }).entries[0].notes).toBe(LONG_NOTE);
    expect(parseDiary(diary(2)).entries.map((e) => e.freePlay)).toEqual([0, 25]);
    expect(parseDiary({ ...diary(1), entries: [{ ...diary(1).entries[0], freePlay: 'x' }] }).entries[0].freePlay).toBeNull();
  });
});
