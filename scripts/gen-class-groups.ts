/**
 * Generates src/lib/class-groups.generated.ts: for every Tailwind class the app's source uses, the
 * tailwind-merge class group it belongs to, and which groups each of those groups overrides. src/lib/
 * class-merge.ts merges class lists with this table: the same result as tailwind-merge (its test compares
 * them over every pair of classes in src), without tailwind-merge's start-up cost, which builds a map of
 * every Tailwind utility on its first call (~25 ms of main thread on a fast desktop, ~100 ms on a phone).
 *
 *   npm run gen:class-groups      (after adding classes; class-merge's test fails while the table is stale)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { parseClass, type ClassGroupTable } from '../src/lib/class-merge';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TABLE_FILE = path.join(ROOT, 'src/lib/class-groups.generated.ts');

/** Every class-like word in the app's source files (over-inclusive: what is not a Tailwind class is dropped). */
export function sourceClassTokens(): string[] {
  const dir = path.join(ROOT, 'src');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.generated.ts') && !f.endsWith('database.types.ts'),
  );
  const tokens = new Set<string>();
  for (const f of files) {
    for (const t of readFileSync(path.join(dir, f), 'utf8').split(/[\s'"`{}]+/)) {
      if (t.length < 80 && /^[!-]?[a-z@*[][\w\-[\]:/.%()#,*&>=+@!']*$/.test(t)) tokens.add(t);
    }
  }
  return [...tokens].sort();
}

/** Builds the table for `tokens` with tailwind-merge's own default config (one merger per class group). */
export function buildClassGroupTable(tokens: string[]): ClassGroupTable {
  const config = getDefaultConfig();
  const groupIds = Object.keys(config.classGroups);
  const full = createTailwindMerge(getDefaultConfig);
  // One merger per group, each with the whole default config (so a class resolves to the group tailwind-merge
  // itself picks when definitions overlap) plus a marker class whose group overrides only that group.
  const MARKER = 'zz-group-marker';
  const probes = groupIds.map((id) =>
    createTailwindMerge(() => {
      const c = getDefaultConfig();
      return { ...c, classGroups: { ...c.classGroups, [MARKER]: [MARKER] }, conflictingClassGroups: { ...c.conflictingClassGroups, [MARKER]: [id] } };
    }),
  );
  /** The group tailwind-merge gives `name` (with no "!" or variants), if it is a Tailwind class. */
  const groupOf = (name: string): string | undefined => {
    if (name === '' || full(`${name} ${name}`) !== name) return undefined;
    const i = probes.findIndex((merge) => merge(`${name} ${MARKER}`) === MARKER);
    return i < 0 ? undefined : groupIds[i];
  };
  const groups: Record<string, string> = {};
  const postfixLookup: readonly string[] = config.postfixLookupClassGroups ?? [];
  // Keyed by the class without variants and important marks ("md:hover:!p-2" -> "p-2").
  for (const base of new Set(tokens.map((t) => parseClass(t).base))) {
    if (base === '') continue;
    const slash = topLevelSlash(base);
    // A "/" at the very start is no modifier (tailwind-merge ignores position 0).
    if (!slash) {
      const g = groupOf(base);
      if (g) groups[base] = g;
      continue;
    }
    // "text-sm/6": tailwind-merge looks up "text-sm" and takes the rest as a modifier; when that is no class,
    // the whole ("aspect-4/3"), which then has no modifier.
    const withoutModifier = groupOf(base.slice(0, slash));
    const whole = withoutModifier && !postfixLookup.includes(withoutModifier) ? undefined : groupOf(base);
    if (withoutModifier && (!whole || whole === withoutModifier)) groups[base] = `${withoutModifier}/`;
    else if (whole) groups[base] = whole;
  }
  const used = new Set(Object.values(groups).map((g) => g.replace(/\/$/, '')));
  const pick = (source: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(source)
        .filter(([g]) => used.has(g))
        .map(([g, list]) => [g, list.filter((x) => used.has(x))] as const)
        .filter(([, list]) => list.length > 0),
    );
  return {
    groups,
    conflicts: pick(config.conflictingClassGroups),
    modifierConflicts: pick(config.conflictingClassGroupModifiers),
    orderSensitiveModifiers: [...(config.orderSensitiveModifiers ?? [])],
  };
}

/** Index of a "/" outside brackets and parentheses (tailwind-merge's modifier position), if any. */
function topLevelSlash(base: string): number | undefined {
  let depth = 0;
  let found: number | undefined;
  for (let i = 0; i < base.length; i++) {
    const c = base[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '/' && depth === 0) found = i;
  }
  return found;
}

export function renderClassGroupTable(table: ClassGroupTable): string {
  return `// Generated by scripts/gen-class-groups.ts from the classes in src and tailwind-merge's default config: do not edit.
// npm run gen:class-groups regenerates it; scripts/gen-class-groups.test.ts fails while it is stale.
import type { ClassGroupTable } from './class-merge';

export const CLASS_GROUP_TABLE: ClassGroupTable = ${JSON.stringify(table, null, 2)};
`;
}

if (process.argv[1] === import.meta.filename) {
  const table = buildClassGroupTable(sourceClassTokens());
  writeFileSync(TABLE_FILE, renderClassGroupTable(table));
  console.log(`${path.relative(ROOT, TABLE_FILE)}: ${Object.keys(table.groups).length} classes in ${new Set(Object.values(table.groups)).size} groups`);
}
