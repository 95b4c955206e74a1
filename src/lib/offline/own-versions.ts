/**
 * The version chain of this device's own writes. Writes of one record wait in one queue and apply in order; an
 * edit carries the version (updated_at) it was made on, and is checked against it so that a change made
 * elsewhere is refused. But the writes queued before it on this device (cash added, "+$20", an earlier edit)
 * move that version too. Each write answers with the version it moved its row from and to (updates and the
 * write RPCs return updated_at, no extra read); the steps are kept here, and an edit is sent checked against
 * the version its own device's steps lead to from the one it was made on. A step from another device breaks
 * the chain: the edit is then checked against its own version and refused as "changed elsewhere".
 *
 * Kept in localStorage (a reload between two waiting writes keeps the chain) for a week, per row id.
 */
export const OWN_VERSIONS_KEY = 'slotplay:own-versions';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type VersionStep = { from: string; to: string; at: number };
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const deviceStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function readSteps(storage: Storage | null): Record<string, VersionStep[]> {
  try {
    return (JSON.parse(storage?.getItem(OWN_VERSIONS_KEY) ?? '{}') as Record<string, VersionStep[]>) ?? {};
  } catch {
    return {};
  }
}

/** Notes that this device's write moved row `id` from version `from` ('' for a new row) to `to`. */
export function recordOwnStep(id: string, from: string | null | undefined, to: string | null | undefined, storage = deviceStorage()): void {
  if (from == null || !to || from === to || !storage) return;
  const now = Date.now();
  const steps = Object.fromEntries(
    Object.entries(readSteps(storage))
      .map(([k, v]) => [k, v.filter((x) => now - x.at < WEEK_MS)] as const)
      .filter(([, v]) => v.length > 0),
  );
  steps[id] = [...(steps[id] ?? []), { from, to, at: now }];
  try {
    storage.setItem(OWN_VERSIONS_KEY, JSON.stringify(steps));
  } catch {
    // A full storage: the next edit may be refused as "changed elsewhere" and can be retried after a reload.
  }
}

/** The version row `id` has after this device's own writes that followed `seen` (`seen` when there were none). */
export function versionAfterOwnWrites(id: string, seen: string, storage = deviceStorage()): string {
  const steps = readSteps(storage)[id] ?? [];
  let version = seen;
  for (let guard = 0; guard < steps.length; guard++) {
    const next = steps.find((x) => x.from === version);
    if (!next) break;
    version = next.to;
  }
  return version;
}
