import { useMutation } from '@tanstack/react-query';
import { readAllPages } from '@/lib/read-all-pages';
import { supabase } from '@/lib/supabase';
import { CASINO_REFERENCE_COLUMNS, MACHINE_REFERENCE_COLUMNS, MY_TABLES, REFERENCE_FILES, photoPaths, referencedIds } from '../lib/my-data';
import { missingIds, withNamesAndNumbers, type NamedTable } from '../lib/my-data-names';
import { eachLimited } from '@/lib/each-limited';
import { zipSink } from '../lib/my-data-zip-sink';
import { getSecurityHistory, SECURITY_HISTORY_EXPORT } from './security-history';

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

/** Photos fetched at once (a browser opens about six connections to one host). */
const PHOTO_CONCURRENCY = 6;
/** Photos whose signed links are asked for in one request. */
const SIGN_AT_ONCE = 200;

/** Every row of the player in one table (their own, by the owner column), optionally one year; each page as it comes. */
async function readTable(
  userId: string,
  t: (typeof MY_TABLES)[number],
  year: number | null,
  onPage: (rows: Row[]) => void | Promise<void>,
): Promise<number> {
  const rows = await readAllPages(async (from, to, withCount) => {
    let q = supabase
      .from(t.table)
      // A table's own columns when it names them (the share links without their address), else all: rows either way.
      .select((t.columns ?? '*') as '*', withCount ? { count: 'exact' } : undefined)
      .or(t.alsoOwner ? `${t.owner}.eq.${userId},${t.alsoOwner}.eq.${userId}` : `${t.owner}.eq.${userId}`);
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
    await onPage(data as Row[]);
    return { rows: data as Row[], count };
  });
  return rows.length;
}

/** Casino and machine names by id, read as the rows that name them arrive (each id once). */
function nameBook() {
  const names: Record<NamedTable, Map<string, string>> = { casinos: new Map(), slot_machines: new Map() };
  return {
    names,
    async learn(rows: Row[]) {
      for (const table of ['casinos', 'slot_machines'] as const) {
        const ids = missingIds(rows, table, names[table]);
        for (let i = 0; i < ids.length; i += 100) {
          const { data, error } = await supabase
            .from(table)
            .select('id, name')
            .in('id', ids.slice(i, i + 100));
          if (error) throw error;
          for (const r of data) names[table].set(r.id, r.name);
        }
      }
    },
  };
}

/**
 * "Download my data": a ZIP with my-data/<table>.json and .csv for every table of the player, the W-2G
 * photos under photos/ and a README with the counts. The rows and photos are read here (photos six at a time)
 * and handed to a worker that writes the JSON, CSV and ZIP, so the page never freezes; fflate and the worker
 * are loaded only when the ZIP is built.
 */
export async function exportMyData({ userId, year, onProgress }: ExportMyDataInput): Promise<{ zip: Blob; files: string[] }> {
  const sink = await zipSink();
  try {
    const files: string[] = [];
    const counts: string[] = [];
    const jackpots: Row[] = [];
    const casinoIds = new Set<string>();
    const machineIds = new Set<string>();
    const ownMachineIds = new Set<string>();
    let total = MY_TABLES.length + 1;
    const book = nameBook();
    for (const [i, t] of MY_TABLES.entries()) {
      onProgress({ step: `Reading ${t.table}`, done: i, total });
      const n = await readTable(userId, t, year, async (rows) => {
        if (t.table === 'w2g_jackpots') jackpots.push(...rows);
        if (t.table === 'slot_machines') for (const r of rows) ownMachineIds.add(r.id as string);
        const refs = referencedIds(rows);
        for (const id of refs.casinos) casinoIds.add(id);
        for (const id of refs.machines) machineIds.add(id);
        // Names beside the casino and machine ids, amounts as numbers (format 2 of the archive).
        await book.learn(rows);
        sink.rows(
          t.table,
          rows.map((r) => withNamesAndNumbers(r, book.names)),
        );
      });
      files.push(`my-data/${t.table}.json`, `my-data/${t.table}.csv`);
      counts.push(`${t.table}: ${n} rows`);
    }
    // The account's own security history (sign-ins, password / e-mail / two-step changes), whole whatever the year.
    const history = await getSecurityHistory(SECURITY_HISTORY_EXPORT);
    sink.rows(
      'security_history',
      history.map((e) => ({ ...e })),
    );
    files.push('my-data/security_history.json', 'my-data/security_history.csv');
    counts.push(`security_history: ${history.length} rows`);
    // The casinos and catalog machines the rows point at, by name and address for a restore on another server.
    for (const [name, table, columns, ids] of [
      [REFERENCE_FILES.casinos, 'casinos', CASINO_REFERENCE_COLUMNS, [...casinoIds]],
      [REFERENCE_FILES.machines, 'slot_machines', MACHINE_REFERENCE_COLUMNS, [...machineIds].filter((id) => !ownMachineIds.has(id))],
    ] as const) {
      sink.rows(name, []);
      for (let i = 0; i < ids.length; i += SIGN_AT_ONCE) {
        const { data, error } = await supabase
          .from(table)
          .select<string, Row>(columns)
          .in('id', ids.slice(i, i + SIGN_AT_ONCE));
        if (error) throw error;
        sink.rows(name, data);
      }
      files.push(`my-data/${name}.json`, `my-data/${name}.csv`);
    }
    const photos = photoPaths(jackpots);
    total += photos.length;
    let fetched = 0;
    // Signed links for many photos in one request (one access check for them all), then each photo by its link.
    for (let i = 0; i < photos.length; i += SIGN_AT_ONCE) {
      const { data: links, error } = await supabase.storage.from('w2g-images').createSignedUrls(photos.slice(i, i + SIGN_AT_ONCE), 600);
      if (error) throw error;
      await eachLimited(links, PHOTO_CONCURRENCY, async (link) => {
        if (link.error || !link.signedUrl)
          throw new Error(`The W2G photo ${link.path ?? ''} could not be read: ${link.error ?? 'no link'}`);
        const res = await fetch(link.signedUrl);
        if (!res.ok) throw new Error(`The W2G photo ${link.path} could not be downloaded (${res.status})`);
        sink.photo(link.path!, new Uint8Array(await res.arrayBuffer()));
        files.push(`photos/${link.path}`);
        fetched += 1;
        if (fetched % 10 === 0 || fetched === photos.length) {
          onProgress({ step: `W2G photo ${fetched} of ${photos.length}`, done: MY_TABLES.length + fetched, total });
        }
      });
    }
    counts.push(`W2G photos: ${photos.length}`);
    files.push('README.txt', 'manifest.json');
    onProgress({ step: 'Building the ZIP', done: total - 1, total });
    const exportedAt = new Date().toISOString();
    const zipped = await sink.build(
      `Slot Play Tracker: my data (${year ?? 'everything'}), exported ${exportedAt}\r\n` +
        'Every table has a JSON file (exact values) and a CSV file (text cells that look like formulas start with a quote).\r\n' +
        'Format 2: beside casino_id and slot_machine_id, casino_name and slot_machine_name; amounts are numbers.\r\n\r\n' +
        counts.join('\r\n') +
        '\r\n',
      { userId, year, exportedAt },
    );
    onProgress({ step: 'Done', done: total, total });
    return { zip: new Blob([zipped.slice()], { type: 'application/zip' }), files };
  } finally {
    sink.close();
  }
}

export function useExportMyData() {
  return useMutation({
    mutationFn: exportMyData,
    meta: { errorText: 'Failed to download your data', serverText: true },
  });
}
