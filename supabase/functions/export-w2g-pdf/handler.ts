import { requireUser } from '../_shared/auth.ts';
import type { EdgeEnv, Row, SupabaseLike } from '../_shared/client.ts';
import { HttpError, pdfResponse, postHandler, readJsonObject } from '../_shared/http.ts';
import { buildDiaryPdf, parseDiary } from './diary.ts';
import { buildW2gPdf, type PdfFont, type PdfLib, type ReportRow } from './pdf.ts';
import { formatTime, isIsoDate } from './totals.ts';

export interface ExportW2gPdfDeps<F extends PdfFont> extends EdgeEnv {
  /** pdf-lib itself (`npm:pdf-lib@1` under Deno, `pdf-lib` in Node tests). */
  pdfLib: PdfLib<F>;
  /** Today (yyyy-mm-dd), printed on the diary; tests pass a fixed day. */
  today?: () => string;
}

const PAGE = 1000;
const COLUMNS =
  'jackpot_date, jackpot_time, amount, tax_withheld, w2g_received, notes, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';

const nameOf = (embed: unknown): string | null => {
  const value = embed && typeof embed === 'object' ? (embed as Row).name : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** One jackpot row (with embedded casino and machine) as a report row. */
export function toReportRow(r: Row): ReportRow {
  const hasSlot = r.slot_machine !== null && r.slot_machine !== undefined;
  return {
    date: String(r.jackpot_date),
    time: formatTime(typeof r.jackpot_time === 'string' ? r.jackpot_time : null),
    casino: nameOf(r.casino) ?? 'Unknown Casino',
    slot: hasSlot ? (nameOf(r.slot_machine) ?? 'Unknown Machine') : '-',
    amount: r.amount as number | string | null,
    tax_withheld: r.tax_withheld as number | string | null,
    w2gReceived: r.w2g_received === true,
    notes: typeof r.notes === 'string' ? r.notes : '',
  };
}

/** The caller's jackpots in [start, end], oldest first, read under their own RLS. */
async function readJackpots(client: SupabaseLike, userId: string, start: string, end: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('w2g_jackpots')
      .select(COLUMNS)
      .eq('user_id', userId)
      .gte('jackpot_date', start)
      .lte('jackpot_date', end)
      .order('jackpot_date', { ascending: true })
      .order('jackpot_time', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) throw new HttpError(500, error.message);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

async function playerName(client: SupabaseLike, userId: string, fallback: string): Promise<string> {
  const { data, error } = await client.from('profiles').select('first_name, last_name, nickname, email').eq('id', userId).maybeSingle();
  if (error) throw new HttpError(500, error.message);
  const full = [data?.first_name, data?.last_name].filter((s) => typeof s === 'string' && s.trim() !== '').join(' ');
  const nickname = typeof data?.nickname === 'string' ? data.nickname : '';
  const email = typeof data?.email === 'string' ? data.email : '';
  return full || nickname || email || fallback;
}

/**
 * POST { start, end } (yyyy-mm-dd) with the player's bearer -> application/pdf attachment
 * w2g_export_{start}_to_{end}.pdf. Uses only the caller's client (never the service key).
 * POST { kind: 'diary', diary } -> the gambling diary PDF gambling_diary_{year}.pdf: the app computes the
 * diary (session method, loss rule: src/lib) from the caller's rows; the function checks its shape and prints it.
 */
export function createExportW2gPdfHandler<F extends PdfFont>(deps: ExportW2gPdfDeps<F>): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireUser(req, deps);
    const body = await readJsonObject(req);
    if (body.kind === 'diary') {
      const diary = parseDiary(body.diary);
      const name = await playerName(caller.client, caller.user.id, caller.user.email ?? 'Player');
      const today = deps.today?.() ?? new Date().toISOString().slice(0, 10);
      return pdfResponse(await buildDiaryPdf(deps.pdfLib, name, diary, today), `gambling_diary_${diary.year}.pdf`);
    }
    const { start, end } = body;
    if (!isIsoDate(start) || !isIsoDate(end)) throw new HttpError(400, 'start and end must be dates in yyyy-mm-dd form');
    if (start > end) throw new HttpError(400, 'start must not be after end');
    const [rows, name] = await Promise.all([
      readJackpots(caller.client, caller.user.id, start, end),
      playerName(caller.client, caller.user.id, caller.user.email ?? 'Player'),
    ]);
    const bytes = await buildW2gPdf(deps.pdfLib, { playerName: name, start, end, rows: rows.map(toReportRow) });
    return pdfResponse(bytes, `w2g_export_${start}_to_${end}.pdf`);
  });
}
