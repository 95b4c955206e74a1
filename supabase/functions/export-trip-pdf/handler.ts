import { requireUser } from '../_shared/auth.ts';
import type { EdgeEnv, SupabaseLike } from '../_shared/client.ts';
import { HttpError, pdfResponse, postHandler, readJsonObject } from '../_shared/http.ts';
import type { PdfFont, PdfLib } from '../export-w2g-pdf/pdf.ts';
import { buildTripPdf, parseTripReport } from './pdf.ts';

export interface ExportTripPdfDeps<F extends PdfFont> extends EdgeEnv {
  pdfLib: PdfLib<F>;
  /** Today (yyyy-mm-dd), printed on the report; tests pass a fixed day. */
  today?: () => string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function playerName(client: SupabaseLike, userId: string, fallback: string): Promise<string> {
  const { data, error } = await client.from('profiles').select('first_name, last_name, nickname, email').eq('id', userId).maybeSingle();
  if (error) throw new HttpError(500, error.message);
  const full = [data?.first_name, data?.last_name].filter((s) => typeof s === 'string' && s.trim() !== '').join(' ');
  return full || (typeof data?.nickname === 'string' && data.nickname) || (typeof data?.email === 'string' && data.email) || fallback;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'trip';

/**
 * POST { tripId } with the player's bearer -> application/pdf attachment trip_<name>_<first day>.pdf: the trip's
 * figures read with the caller's own client (get_trip_report: their RLS, never the service key), printed.
 */
export function createExportTripPdfHandler<F extends PdfFont>(deps: ExportTripPdfDeps<F>): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireUser(req, deps);
    const { tripId } = await readJsonObject(req);
    if (typeof tripId !== 'string' || !UUID.test(tripId)) throw new HttpError(400, 'tripId must be a trip id');
    if (!caller.client.rpc) throw new HttpError(500, 'This client cannot call get_trip_report');
    const { data, error } = await caller.client.rpc('get_trip_report', { p_trip_id: tripId });
    if (error) throw new HttpError((error as { hint?: string }).hint === 'gone' ? 404 : 500, error.message);
    const report = parseTripReport(data);
    const name = await playerName(caller.client, caller.user.id, caller.user.email ?? 'Player');
    const today = deps.today?.() ?? new Date().toISOString().slice(0, 10);
    const bytes = await buildTripPdf(deps.pdfLib, name, report, today);
    return pdfResponse(bytes, `trip_${slug(report.name)}_${report.start}.pdf`);
  });
}
