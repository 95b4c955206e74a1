import { HttpError } from '../http-error';
import { noRelationship } from './errors';
import type { ForeignKey, SchemaCache } from './schema-cache';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** How a child table joins to its parent. */
export interface Relationship {
  cardinality: Cardinality;
  parent: string;
  child: string;
  /** m2o/o2o-forward: fk.table = parent; o2m/o2o-reverse: fk.table = child. */
  fk: ForeignKey;
  /** True when the parent holds the foreign key. */
  forward: boolean;
  junction?: { table: string; toParent: ForeignKey; toChild: ForeignKey };
  toOne: boolean;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function candidates(cache: SchemaCache, parent: string, name: string): Relationship[] {
  const out: Relationship[] = [];
  const parentTable = cache.tables.get(parent);
  if (cache.tables.has(name)) {
    for (const fk of cache.fks) {
      if (fk.table === parent && fk.refTable === name) {
        out.push({ cardinality: 'many-to-one', parent, child: name, fk, forward: true, toOne: true });
      }
      if (fk.table === name && fk.refTable === parent) {
        const unique = cache.tables.get(name)!.uniques.some((u) => sameSet(u, fk.columns));
        out.push({ cardinality: unique ? 'one-to-one' : 'one-to-many', parent, child: name, fk, forward: false, toOne: unique });
      }
    }
    for (const [jname, j] of cache.tables) {
      if (jname === parent || jname === name) continue;
      const keys = j.uniques;
      for (const toParent of cache.fks.filter((f) => f.table === jname && f.refTable === parent)) {
        for (const toChild of cache.fks.filter((f) => f.table === jname && f.refTable === name && f !== toParent)) {
          const both = [...toParent.columns, ...toChild.columns];
          if (!keys.some((k) => both.every((c) => k.includes(c)))) continue;
          out.push({ cardinality: 'many-to-many', parent, child: name, fk: toChild, forward: false, junction: { table: jname, toParent, toChild }, toOne: false });
        }
      }
    }
    return out;
  }
  if (!parentTable) return out;
  for (const fk of cache.fks) {
    if (fk.table !== parent) continue;
    if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
      out.push({ cardinality: 'many-to-one', parent, child: fk.refTable, fk, forward: true, toOne: true });
    }
  }
  return out;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction) return hint === r.junction.table || hint === r.junction.toParent.name || hint === r.junction.toChild.name;
  return r.fk.name === hint || (r.fk.columns.length === 1 && r.fk.columns[0] === hint) || (r.fk.refColumns.length === 1 && r.fk.refColumns[0] === hint && !r.forward);
}

function describe(r: Relationship) {
  const fk = r.junction ? r.junction.toChild : r.fk;
  const rel = r.junction
    ? `${r.junction.table} using ${r.junction.toParent.name}(${r.junction.toParent.columns.join(', ')}) and ${r.junction.toChild.name}(${r.junction.toChild.columns.join(', ')})`
    : `${fk.name} using ${r.forward ? r.parent : r.child}(${fk.columns.join(', ')}) and ${r.forward ? r.child : r.parent}(${fk.refColumns.join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${r.parent} with ${r.child}`, relationship: rel };
}

/** Finds the one relationship `parent` -> `name` (with optional `!hint`); PGRST200 / PGRST201 otherwise. */
export function findRelationship(cache: SchemaCache, parent: string, name: string, hint?: string): Relationship {
  let found = candidates(cache, parent, name);
  if (hint) found = found.filter((r) => matchesHint(r, hint));
  if (found.length === 1) return found[0];
  if (found.length === 0) throw noRelationship(cache.schema, parent, name);
  const options = found.map((r) => `'${name}!${r.junction ? r.junction.table : r.fk.name}'`);
  throw new HttpError(300, {
    code: 'PGRST201',
    details: found.map(describe),
    hint: `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
  });
}
