import { useMutation } from '@tanstack/react-query';
import { readAllPages } from '@/lib/read-all-pages';
import { supabase } from '@/lib/supabase';
import { MY_TABLES, photoPaths, rowsToCsv } from '../lib/my-data';

export interface MyDataProgress {
  step: string;
  done: number;
  total: number;
}

export interface ExportMyDataInput {
  userId: string;
  /** null: everything. */
  year: number | null;
  onProgress: (p: MyDataProgress) => void;
}

type Row = Record<string, unknown>;

/** Every row of the player in one table (their own, by the owner column), optionally one year. */
async function readTable(userId: string, t: (typeof MY_TABLES)[number], year: number | null): Promise<Row[]> {
  return readAllPages(async (from, to, withCount) => {
    let q = supabase
      .from(t.table)
      .select('*', withCount ? { count: 'exact' } : undefined)
      .eq(t.owner, userId);
    if (year !== null && t.dated) {
      const [start, end] =
        t.dateKind === 'year'
          ? [year, year]
          : t.dateKind === 'date'
            ? [`${year}-01-01`, `${year}-12-31`]
            : [`${year}-01-01T00:00:00Z`, `${year}-12-31T23:59:59.999Z`];
      q = q.gte(t.dated, start).lte(t.dated, end);
    }
    const { data, error, count } = await q.order(t.owner).range(from, to);
    if (error) throw error;
    return { rows: data as Row[], count };
  });
}

/**
 * "Download my data": a ZIP with my-data/<table>.json and .csv for every table of the player, the W-2G
 * photos under photos/ and a README with the counts. fflate is loaded only when the ZIP is built.
 */
export async function exportMyData({ userId, year, onProgress }: ExportMyDataInput): Promise<{ zip: Blob; files: string[] }> {
  const files: Record<string, Uint8Array> = {};
  const enc = new TextEncoder();
  const counts: string[] = [];
  let jackpots: Row[] = [];
  const total = MY_TABLES.length + 1;
  for (const [i, t] of MY_TABLES.entries()) {
    onProgress({ step: `Reading ${t.table}`, done: i, total });
    const rows = await readTable(userId, t, year);
    if (t.table === 'w2g_jackpots') jackpots = rows;
    files[`my-data/${t.table}.json`] = enc.encode(JSON.stringify(rows, null, 2));
    files[`my-data/${t.table}.csv`] = enc.encode(rowsToCsv(rows));
    counts.push(`${t.table}: ${rows.length} rows`);
  }
  const photos = photoPaths(jackpots);
  for (const [i, path] of photos.entries()) {
    onProgress({ step: `W2G photo ${i + 1} of ${photos.length}`, done: MY_TABLES.length, total });
    const { data, error } = await supabase.storage.from('w2g-images').download(path);
    if (error) throw error;
    files[`photos/${path}`] = new Uint8Array(await data.arrayBuffer());
  }
  counts.push(`W2G photos: ${photos.length}`);
  files['README.txt'] = enc.encode(
    `Slot Play Tracker: my data (${year ?? 'everything'}), exported ${new Date().toISOString()}\r\n` +
      'Every table has a JSON file (exact values) and a CSV file (text cells that look like formulas start with a quote).\r\n\r\n' +
      counts.join('\r\n') +
      '\r\n',
  );
  onProgress({ step: 'Building the ZIP', done: total - 1, total });
  const { zipSync } = await import('fflate');
  // Photos are already compressed: store them; deflate the text.
  const zipped = zipSync(
    Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: name.startsWith('photos/') ? 0 : 6 }]])),
  );
  onProgress({ step: 'Done', done: total, total });
  return { zip: new Blob([zipped.slice()], { type: 'application/zip' }), files: Object.keys(files) };
}

export function useExportMyData() {
  return useMutation({
    mutationFn: exportMyData,
    meta: { errorText: 'Failed to download your data', serverText: true },
  });
}
