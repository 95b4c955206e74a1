import { strToU8, zipSync, type Zippable } from 'fflate';
import { csvNumber, toCsv } from '@/lib/csv';
import { diaryCsv, diaryFileName } from './diary';
import { diaryPdf, summaryPdf } from './preparer-pdfs';
import { taxSummaryOf } from './tax-summary';
import type { TaxYearModel } from './tax-year-model';

/** A W-2G photo as stored, for the packet. */
export interface PacketPhoto {
  /** The stored path (its last part names the file). */
  path: string;
  jackpotDate: string;
  bytes: Uint8Array;
}

/** Each casino's statement figure (as the player entered it) beside the diary's net there. */
export function statementsCsv(model: TaxYearModel): string {
  const rows = model.reconciliation.rows.filter((r) => r.casinoId !== null);
  return toCsv(
    ['Casino', 'Diary net', 'Statement', 'Difference'],
    rows.map((r) => [
      r.casinoName,
      csvNumber(r.net),
      r.statement === null ? '' : csvNumber(r.statement),
      r.difference === null ? '' : csvNumber(r.difference),
    ]),
  );
}

export const packetFileName = (year: number) => `tax_packet_${year}.zip`;

/** The photo's name in the packet: w2g/<day>_<n>.<its extension>, in the order of the forms. */
const photoName = (p: PacketPhoto, n: number) => {
  const ext = /\.([a-z0-9]{2,5})$/i.exec(p.path)?.[1]?.toLowerCase() ?? 'jpg';
  return `w2g/${p.jackpotDate}_${String(n + 1).padStart(3, '0')}.${ext}`;
};

/**
 * The packet for the preparer, one ZIP made in the browser: the diary (PDF and CSV), the one-page summary PDF (the
 * figures for Schedule 1 line 8b and Schedule A line 16 and the year's rule), the statements beside the diary (CSV)
 * and the W-2G photos as stored. Photos are stored as they are (already compressed); the rest deflated.
 */
export async function buildPacket(playerName: string, model: TaxYearModel, photos: PacketPhoto[], today: string): Promise<Uint8Array> {
  const year = model.year;
  const files: Zippable = {
    [diaryFileName(year, 'csv')]: strToU8(diaryCsv(model.diary)),
    [diaryFileName(year, 'pdf')]: [await diaryPdf(playerName, model.diary, today), { level: 0 }],
    [`tax_summary_${year}.pdf`]: [await summaryPdf([playerName], taxSummaryOf(model), today), { level: 0 }],
    [`casino_statements_${year}.csv`]: strToU8(statementsCsv(model)),
  };
  photos.forEach((p, n) => {
    files[photoName(p, n)] = [p.bytes, { level: 0 }];
  });
  return zipSync(files, { level: 6 });
}
