import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RASTER_TYPE, sniffRaster } from '@/lib/image-sniff';
import { isDuplicateUpload } from '@/lib/image-upload';
import { supabase } from '@/lib/supabase';
import { restoredPhotoPath } from '../lib/my-data-restore-path';
import { eachLimited } from '@/lib/each-limited';
import type { PreparedArchive } from '../lib/my-data-prepare';
import type { CasinoRef, MachineRef } from '../lib/my-data-restore';
import type { RestoreAnswer, StagedTable } from '../lib/restore-answer';
import type { MyDataProgress } from './export-my-data';
import { writeRestoreRows } from './restore-steps';

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

/** What the restore did (restore_apply's answer) and how many photos it uploaded. */
export type RestoreResult = RestoreAnswer & { photosUploaded: number };

export { restoredPhotoPath };

/** The rows the restore sends per kind: the archive's, and the catalog machines this server lacks as own machines. */
export function restoreCounts(plan: RestorePlan): Record<StagedTable, number> {
  return { ...plan.archive.summary.counts, slot_machines: plan.archive.ownMachines.length + plan.machinesAsOwn.length };
}

export interface RestoreMyDataInput {
  userId: string;
  plan: RestorePlan;
  onProgress: (p: MyDataProgress) => void;
}

/**
 * Restores a checked archive into the signed-in player's account. The photos go first, to deterministic paths
 * in the player's folder (already there from an earlier try: kept); then the rows, in short calls, all or
 * nothing (restore-steps.ts). When the rows fail, the photos this try uploaded are removed again, so a failed
 * restore leaves nothing behind. Idempotent: restoring again adds nothing.
 */
export async function restoreMyData({ userId, plan, onProgress }: RestoreMyDataInput): Promise<RestoreResult> {
  const { archive } = plan;
  if (archive.userId !== userId) throw new Error('This ZIP was checked for another account: choose it again');
  const photoPaths = archive.photoPaths;
  const uploaded: string[] = [];
  let done = 0;
  onProgress({ step: 'Uploading W2G photos', done, total: photoPaths.length });
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
    if (done % 10 === 0 || done === photoPaths.length)
      onProgress({ step: `W2G photo ${done} of ${photoPaths.length}`, done, total: photoPaths.length });
  });

  const ownMachines = [
    ...archive.ownMachines,
    ...plan.machinesAsOwn.map((m) => ({ id: m.id, name: m.name, manufacturer: m.manufacturer })),
  ];
  const machines = ownMachines.length
    ? [{ table: 'slot_machines' as const, rows: ownMachines.length, json: new TextEncoder().encode(JSON.stringify(ownMachines)) }]
    : [];
  try {
    const answer = await writeRestoreRows({
      casinoMap: plan.casinoMap,
      machineMap: plan.machineMap,
      batches: [...machines, ...archive.batches],
      onProgress,
    });
    return { ...answer, photosUploaded: uploaded.length };
  } catch (e) {
    // Nothing of this try stays: the rows are undone, the photos it added go too.
    if (uploaded.length > 0) await supabase.storage.from(W2G_BUCKET).remove(uploaded);
    throw e;
  }
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
