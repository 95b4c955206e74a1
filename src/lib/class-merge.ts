/**
 * Merges a Tailwind class list as tailwind-merge does (a later class overrides an earlier one of the same
 * group, or of a group it covers: p-2 over px-4, text-sm over leading-6; variants and "!" must match), from
 * a table generated for the classes the app uses (class-groups.generated.ts, by scripts/gen-class-groups.ts).
 * tailwind-merge itself builds a map of every Tailwind utility on its first call, a long task in the first
 * render on a phone; this needs nothing at start-up. A class missing from the table (not Tailwind, or added
 * to src without regenerating, which the generator's test catches) is kept as it is.
 */

export interface ClassGroupTable {
  /** Base class -> its group; "group/" when a "/value" after the class is a modifier (text-sm/6, bg-black/50). */
  groups: Record<string, string>;
  /** Group -> the other groups a later class of it overrides. */
  conflicts: Record<string, string[]>;
  /** As `conflicts`, added for a class with a modifier (text-sm/6 also overrides leading-*). */
  modifierConflicts: Record<string, string[]>;
  /** Variants whose position matters (before:, *:, …); the others are compared sorted. */
  orderSensitiveModifiers: string[];
}

interface ParsedClass {
  variants: string[];
  important: boolean;
  base: string;
}

/** "md:hover:!p-2" -> variants [md, hover], important, base "p-2" (":" inside brackets or parentheses is not a separator). */
export function parseClass(name: string): ParsedClass {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let base = name.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  return { variants, important, base };
}

/** Variants sorted, except that arbitrary ([…]) and order-sensitive ones keep their place and split the runs sorted. */
function variantKey(variants: string[], orderSensitive: ReadonlySet<string>): string {
  if (variants.length < 2) return variants.join(':');
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[') || orderSensitive.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  out.push(...run.sort());
  return out.join(':');
}

/** Results kept per class list: components pass the same lists render after render. */
const CACHE_SIZE = 500;

export function createClassMerge(table: ClassGroupTable): (classList: string) => string {
  const orderSensitive = new Set(table.orderSensitiveModifiers);
  // The groups a class overrides besides its own (a "group/" entry: with its modifier's too), once per entry.
  const covers = new Map<string, readonly string[]>();
  for (const entry of new Set(Object.values(table.groups))) {
    const group = entry.endsWith('/') ? entry.slice(0, -1) : entry;
    const own = table.conflicts[group] ?? [];
    covers.set(entry, entry.endsWith('/') ? [...own, ...(table.modifierConflicts[group] ?? [])] : own);
  }
  let cache = new Map<string, string>();

  const merge = (classList: string): string => {
    const names = classList.trim().split(/\s+/);
    if (names.length < 2) return names[0] ?? '';
    const taken = new Set<string>();
    const kept: string[] = [];
    // From the last class back: a class whose group a later class took (or covered) is dropped.
    for (let i = names.length - 1; i >= 0; i--) {
      const name = names[i];
      const { variants, important, base } = parseClass(name);
      const entry = table.groups[base];
      if (entry === undefined) {
        kept.push(name);
        continue;
      }
      const group = entry.endsWith('/') ? entry.slice(0, -1) : entry;
      const prefix = variantKey(variants, orderSensitive) + (important ? '!' : '');
      if (taken.has(prefix + group)) continue;
      taken.add(prefix + group);
      for (const other of covers.get(entry) ?? []) taken.add(prefix + other);
      kept.push(name);
    }
    return kept.reverse().join(' ');
  };

  return (classList) => {
    let result = cache.get(classList);
    if (result === undefined) {
      result = merge(classList);
      if (cache.size >= CACHE_SIZE) cache = new Map();
      cache.set(classList, result);
    }
    return result;
  };
}
