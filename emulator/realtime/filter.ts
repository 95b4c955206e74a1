/** One `col=op.value` condition of a postgres_changes filter. */
export interface Condition {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is';
  negate: boolean;
  value: string;
  list?: string[];
}

export class FilterError extends Error {}

const CONDITION = /^([^=]+)=(not\.)?(eq|neq|lt|lte|gt|gte|in|like|ilike|is)\.(.*)$/s;

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function parseList(value: string): string[] {
  const m = /^\((.*)\)$/s.exec(value);
  if (!m) throw new FilterError(`in filter needs a list in parentheses: ${value}`);
  if (m[1] === '') return [];
  return splitTopLevel(m[1]).map((v) => v.trim().replace(/^"(.*)"$/s, '$1').replace(/\\(.)/g, '$1'));
}

/** Parses `col=eq.5`, `a=in.(1,2),b=neq.x` (all must hold). Throws FilterError. */
export function parseFilter(filter: string): Condition[] {
  return splitTopLevel(filter).map((part) => {
    const m = CONDITION.exec(part.trim());
    if (!m) throw new FilterError(`invalid filter: ${part}`);
    const [, column, not, op, value] = m;
    const cond: Condition = { column: column.trim(), op: op as Condition['op'], negate: !!not, value };
    if (cond.op === 'in') cond.list = parseList(value);
    return cond;
  });
}

function textOf(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function compare(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${body}$`, flags);
}

function holds(c: Condition, row: Record<string, unknown>): boolean {
  const v = textOf(row[c.column]);
  if (c.op === 'is') {
    const want = c.value.toLowerCase();
    if (want === 'null') return v === null;
    if (want === 'true' || want === 'false') return v === want;
    return false;
  }
  if (v === null) return false;
  switch (c.op) {
    case 'eq':
      return compare(v, c.value) === 0;
    case 'neq':
      return compare(v, c.value) !== 0;
    case 'lt':
      return compare(v, c.value) < 0;
    case 'lte':
      return compare(v, c.value) <= 0;
    case 'gt':
      return compare(v, c.value) > 0;
    case 'gte':
      return compare(v, c.value) >= 0;
    case 'in':
      return (c.list ?? []).some((x) => compare(v, x) === 0);
    case 'like':
      return likeToRegExp(c.value, 's').test(v);
    case 'ilike':
      return likeToRegExp(c.value, 'is').test(v);
  }
}

/** Whether a row (JSON values as row_to_json gives them) satisfies every condition. */
export function matchesFilter(conditions: Condition[], row: Record<string, unknown>): boolean {
  return conditions.every((c) => holds(c, row) !== c.negate);
}
