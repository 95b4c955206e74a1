import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RASTER_TYPE, sniffRaster } from '@/lib/image-sniff';
import { isDuplicateUpload } from '@/lib/image-upload';
import { formatCount } from '@/lib/number-format';
import { supabase } from '@/lib/supabase';
import { restoredPhotoPath } from '../lib/my-data-restore-path';
import { eachLimited } from '@/lib/each-limited';
import type { CasinoRef, MachineRef, PreparedArchive, RestoreTable } from '../lib/my-data-restore';
import type { MyDataProgress } from './export-my-data';
import { sendRestore } from './send-restore';

const W2G_BUCKET = 'w2g-images';
/** Ids per lookup (they travel in the URL). */
const IDS_PER_LOOKUP = 200;
/** Photos uploaded at once. */
const UPLOADS_AT_ONCE = 4;

/** An archive matched against this server's casino directory and machine catalog. */
export interface RestorePlan {
  archive: PreparedArchive;
  /** Archive casino id -> this server's casino id (same id, else same name and address). */
  casinoMap: Record<string, string>;
  /** Archive catalog machine id -> this server's catalog machine id (same id, else same name and maker). */
  machineMap: Record<string, string>;
  /** Casinos the rows point at that this directory does not have: their rows are not restored (listed, with counts). */
  missingCasinos: (CasinoRef & { rows: number })[];
  /** Catalog machines this catalog does not have: restored as the player's own "Not listed" machines. */
  machinesAsOwn: MachineRef[];
}

const norm = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

async function idsThatExist(table: 'casinos' | 'slot_machines', ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += IDS_PER_LOOKUP) {
    const { data, error } = await supabase
      .from(table)
      .select('id')
      .in('id', ids.slice(i, i + IDS_PER_LOOKUP));
    if (error) throw error;
    for (const r of data) found.add(r.id);
  }
  return found;
}

/** Finds the archive's casinos and catalog machines here: by id, else by name and address (maker for machines). */
export async function planRestore(archive: PreparedArchive): Promise<RestorePlan> {
  const casinoRows = new Map(Object.entries(archive.casinoRows));
  const machineIds = archive.catalogMachineIds;

  const casinoMap: Record<string, string> = {};
  const missingCasinos: RestorePlan['missingCasinos'] = [];
  const sameCasinos = await idsThatExist('casinos', [...casinoRows.keys()]);
  const named = new Map(archive.casinos.map((c) => [c.id, c]));
  for (const [id, rows] of casinoRows) {
    if (sameCasinos.has(id)) {
      casinoMap[id] = id;
      continue;
    }
    const ref = named.get(id);
    if (ref?.name) {
      const { data, error } = await supabase.from('casinos').select('id, street_address, city, state').eq('name', ref.name).limit(20);
      if (error) throw error;
      const match = data.find(
        (c) => norm(c.street_address) === norm(ref.street_address) && norm(c.city) === norm(ref.city) && norm(c.state) === norm(ref.state),
      );
      if (match) {
        casinoMap[id] = match.id;
        continue;
      }
    }
    missingCasinos.push({
      id,
      name: ref?.name ?? 'A casino not named in the ZIP',
      street_address: null,
      city: null,
      state: null,
      zip_code: null,
      ...ref,
      rows,
    });
  }

  const machineMap: Record<string, string> = {};
  const machinesAsOwn: MachineRef[] = [];
  const sameMachines = await idsThatExist('slot_machines', machineIds);
  const machineRefs = new Map(archive.machines.map((m) => [m.id, m]));
  for (const id of machineIds) {
    if (sameMachines.has(id)) {
      machineMap[id] = id;
      continue;
    }
    const ref = machineRefs.get(id);
    if (!ref?.name) continue;
    const { data, error } = await supabase
      .from('slot_machines')
      .select('id, manufacturer')
      .is('added_by', null)
      .eq('name', ref.name)
      .limit(20);
    if (error) throw error;
    const match = data.find((m) => norm(m.manufacturer) === norm(ref.manufacturer)) ?? (data.length === 1 ? data[0] : undefined);
    if (match) machineMap[id] = match.id;
    else machinesAsOwn.push(ref);
  }
  // A casino only a trip names (no record at it) is not listed as missing: the trip keeps its other casinos.
  return { archive, casinoMap, machineMap, missingCasinos: missingCasinos.filter((c) => c.rows > 0), machinesAsOwn };
}

/** Per table: rows in the ZIP, rows added now, rows not written because their casino is missing here. */
export type RestoreResult = Record<Exclude<RestoreTable, 'profiles'>, { rows: number; added: number; skipped_casino: number }> & {
  photosUploaded: number;
};

export { restoredPhotoPath };

export interface RestoreMyDataInput {
  userId: string;
  plan: RestorePlan;
  onProgress: (p: MyDataProgress) => void;
}

/**
 * Restores a checked archive into the signed-in player's account. The photos go first, to deterministic paths
 * in the player's folder (already there from an earlier try: kept); then every row in ONE call of the
 * restore_my_data RPC, one transaction: all rows or none. When that call fails, the photos this try uploaded
 * are removed again, so a failed restore leaves nothing behind. Idempotent: restoring again adds nothing.
 */
export async function restoreMyData({ userId, plan, onProgress }: RestoreMyDataInput): Promise<RestoreResult> {
  const { archive } = plan;
  if (archive.userId !== userId) throw new Error('This ZIP was checked for another account: choose it again');
  const photoPaths = archive.photoPaths;
  const total = photoPaths.length + 1;
  const uploaded: string[] = [];
  let done = 0;
  onProgress({ step: 'Uploading W2G photos', done, total });
  await eachLimited(photoPaths, UPLOADS_AT_ONCE, async (path) => {
    const bytes = archive.photos[path];
    const kind = sniffRaster(bytes);
    if (!kind) throw new Error(`The photo ${path} is not an image`);
    const target = restoredPhotoPath(userId, path);
    const { error } = await supabase.storage
      .from(W2G_BUCKET)
      .upload(target, new Blob([bytes.slice()], { type: RASTER_TYPE[kind] }), { contentType: RASTER_TYPE[kind], upsert: false });
    if (error && !isDuplicateUpload(error)) throw error;
    if (!error) uploaded.push(target);
    done += 1;
    if (done % 10 === 0 || done === photoPaths.length) onProgress({ step: `W2G photo ${done} of ${photoPaths.length}`, done, total });
  });

  onProgress({ step: 'Saving your records', done: photoPaths.length, total });
  const ownMachines = [
    ...archive.ownMachines,
    ...plan.machinesAsOwn.map((m) => ({ id: m.id, name: m.name, manufacturer: m.manufacturer })),
  ];
  // The body around the worker's UTF-8 JSON of the rows (see PreparedArchive), as a Blob: the page neither walks
  // the rows nor encodes 20 MB of text (sendRestore).
  const body = new Blob(
    [
      `{"p_data":{"casino_map":${JSON.stringify(plan.casinoMap)},"machine_map":${JSON.stringify(plan.machineMap)},` +
        `"tables":{"slot_machines":${JSON.stringify(ownMachines)},`,
      archive.rows as Uint8Array<ArrayBuffer>,
      '}}}',
    ],
    { type: 'application/json' },
  );
  const { data: result, error } = await sendRestore(body);
  if (error) {
    // Nothing of this try stays: the rows rolled back, the photos it added go too.
    if (uploaded.length > 0) await supabase.storage.from(W2G_BUCKET).remove(uploaded);
    throw error;
  }
  onProgress({ step: 'Done', done: total, total });
  return { ...(result as { tables: Omit<RestoreResult, 'photosUploaded'> }).tables, photosUploaded: uploaded.length };
}

/** One line for the player: what the restore added and what was already there. */
export function restoreResultText(r: RestoreResult): string {
  const parts = Object.values(r).filter((v): v is { rows: number; added: number; skipped_casino: number } => typeof v === 'object');
  const added = parts.reduce((s, p) => s + p.added, 0);
  const skipped = parts.reduce((s, p) => s + p.skipped_casino, 0);
  const there = parts.reduce((s, p) => s + p.rows, 0) - added - skipped;
  return (
    `Restored ${formatCount(added)} record${added === 1 ? '' : 's'}` +
    (there > 0 ? `; ${formatCount(there)} already there` : '') +
    (skipped > 0 ? `; ${formatCount(skipped)} not restored (their casino is not in this directory)` : '') +
    '.'
  );
}

export function useRestoreMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreMyData,
    meta: { errorText: 'Failed to restore your data', serverText: true },
    // Every list refetches in the background: "Restored …" does not wait for them.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
