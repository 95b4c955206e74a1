/**
 * The diary PDF and the one-page summary PDF of a preparer link, made in the browser from the figures the page read
 * through the link (the narrow read and the one tax engine), with the same layout code the edge functions print
 * with. Nothing is sent to be printed: a link's holder cannot have the server print figures they made up under the
 * player's name. Loaded on demand (pdf-lib is large).
 */
import * as pdfLib from 'pdf-lib';
import { buildDiaryPdf, parseDiary } from '../../../../supabase/functions/export-w2g-pdf/diary.ts';
import { buildSummaryPdf, parseSummary } from '../../../../supabase/functions/preparer-link-files/summary.ts';
import type { Diary } from './diary';
import type { TaxSummary } from './tax-summary';

export async function diaryPdf(playerName: string, diary: Diary, today: string): Promise<Uint8Array> {
  return buildDiaryPdf(pdfLib, playerName, parseDiary(diary), today);
}

export async function summaryPdf(playerNames: string[], summary: TaxSummary, today: string): Promise<Uint8Array> {
  return buildSummaryPdf(pdfLib, playerNames, parseSummary(summary), today);
}
