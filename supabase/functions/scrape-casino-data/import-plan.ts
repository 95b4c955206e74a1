/** Pure merge of imported casinos into the directory: what to insert, what to update. */
import { casinoKey, completeness, improvementPatch, type ExistingCasino, type ImportedCasino } from './casino.ts';

export interface ImportPlan {
  inserts: ImportedCasino[];
  updates: { id: string; patch: Partial<ImportedCasino> }[];
}

/**
 * New keys are inserted (duplicates inside `incoming` collapse to the most complete one).
 * An existing row is updated only when the incoming record is MORE complete, and then only
 * with the fields that improve it. Running the same import twice plans nothing the second time.
 */
export function planImport(existing: readonly ExistingCasino[], incoming: readonly ImportedCasino[]): ImportPlan {
  const current = new Map<string, ExistingCasino>();
  for (const row of existing) if (!current.has(casinoKey(row))) current.set(casinoKey(row), { ...row });
  const updates = new Map<string, Partial<ImportedCasino>>();
  const inserts = new Map<string, ImportedCasino>();

  for (const record of incoming) {
    if (record.name.trim() === '') continue;
    const key = casinoKey(record);
    const row = current.get(key);
    if (row) {
      if (completeness(record) <= completeness(row)) continue;
      const patch = improvementPatch(row, record);
      if (Object.keys(patch).length === 0) continue;
      Object.assign(row, patch);
      updates.set(row.id, { ...updates.get(row.id), ...patch });
      continue;
    }
    const pending = inserts.get(key);
    if (!pending || completeness(record) > completeness(pending)) inserts.set(key, record);
  }
  return { inserts: [...inserts.values()], updates: [...updates].map(([id, patch]) => ({ id, patch })) };
}
