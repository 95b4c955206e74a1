import { parseError } from './errors';
import { indexTop, splitTop, unquote } from './grammar';
import { FTS_OPS, IS_VALUES, OPERATOR_LIST, QUANTIFIABLE, isKnownOperator } from './operators';
import { parseField } from './parse-select';
import type { Condition, Field, FilterLeaf, LogicTree, OrderTerm, Quantifier } from './types';

type Fail = (details: string) => never;

const OP_RE = /^([a-z]+)(?:\(([a-zA-Z_]*)\))?\.([\s\S]*)$/;

/** `not.in.(1,2)` -> operator, negation and value, for the given field. */
export function parseOpValue(field: Field, raw: string, fail: Fail): FilterLeaf {
  let s = raw;
  let negate = false;
  if (s.startsWith('not.')) {
    negate = true;
    s = s.slice(4);
  }
  const m = OP_RE.exec(s);
  if (!m) fail(`unexpected "${s}" expecting "not" or operator (${OPERATOR_LIST})`);
  const [, op, modifier, rawValue] = m!;
  if (!isKnownOperator(op)) fail(`unknown operator "${op}" expecting one of (${OPERATOR_LIST})`);
  let quant: Quantifier | undefined;
  let config: string | undefined;
  if (modifier !== undefined) {
    if (op in FTS_OPS) config = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) quant = modifier;
    else fail(`unexpected modifier "(${modifier})" for operator "${op}"`);
  }
  let value: string | string[] = rawValue;
  if (op === 'in') {
    if (!rawValue.startsWith('(') || !rawValue.endsWith(')')) fail('expecting "(" list ")" after in');
    const inner = rawValue.slice(1, -1);
    value = inner.trim() === '' ? [] : splitTop(inner).map((v) => unquote(v.trim()));
  } else if (op === 'is') {
    if (!IS_VALUES.has(rawValue.toLowerCase())) fail(`unexpected "${rawValue}" expecting null, true, false or unknown`);
    value = rawValue.toLowerCase();
  } else if (quant) {
    if (!rawValue.startsWith('{') || !rawValue.endsWith('}')) fail('expecting "{" list "}" after (any)/(all)');
  }
  if ((op === 'like' || op === 'ilike') && typeof value === 'string') value = value.replaceAll('*', '%');
  return { kind: 'filter', field, negate, op, quant, config, value };
}

function parseTreeItem(item: string, fail: Fail): Condition {
  const m = /^(not\.)?(and|or)\(([\s\S]*)\)$/.exec(item);
  if (m) return { kind: m[2] as 'and' | 'or', negate: !!m[1], children: parseTreeItems(m[3], fail) };
  const dot = item.startsWith('"') ? item.indexOf('"', 1) + 1 : indexTop(item, '.');
  if (dot <= 0 || item[dot] !== '.') fail(`unexpected "${item}" expecting field.operator.value`);
  return parseOpValue(parseField(item.slice(0, dot), fail), unquoteTreeValue(item.slice(dot + 1)), fail);
}

/** Inside logic trees a whole value may be double-quoted: `name.eq."a,b"`. */
function unquoteTreeValue(opValue: string): string {
  const m = /^((?:not\.)?[a-z]+(?:\([a-zA-Z_]*\))?\.)("[\s\S]*")$/.exec(opValue);
  return m ? m[1] + unquote(m[2]) : opValue;
}

function parseTreeItems(inner: string, fail: Fail): Condition[] {
  if (inner.trim() === '') fail('empty logic tree');
  return splitTop(inner).map((i) => parseTreeItem(i.trim(), fail));
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` value -> tree. */
export function parseLogicTree(kind: 'and' | 'or', negate: boolean, value: string): LogicTree {
  const fail: Fail = (d) => {
    throw parseError('logic tree', value, d);
  };
  if (!value.startsWith('(') || !value.endsWith(')')) fail('expecting "(" at the start and ")" at the end');
  return { kind, negate, children: parseTreeItems(value.slice(1, -1), fail) };
}

/** `col=op.value` -> leaf. */
export function parseFilter(column: string, value: string): FilterLeaf {
  const fail: Fail = (d) => {
    throw parseError('filter', `${column}=${value}`, d);
  };
  return parseOpValue(parseField(column, fail), value, fail);
}

const ORDER_MODS = new Set(['asc', 'desc', 'nullsfirst', 'nullslast']);

/** `a.desc.nullslast,rel(b)` -> terms. */
export function parseOrder(value: string): OrderTerm[] {
  const fail: Fail = (d) => {
    throw parseError('order', value, d);
  };
  return splitTop(value).map((raw) => {
    const parts = raw.trim().split('.');
    const term: Partial<OrderTerm> = {};
    while (parts.length > 1 && ORDER_MODS.has(parts[parts.length - 1])) {
      const mod = parts.pop()!;
      if (mod === 'asc' || mod === 'desc') term.dir ??= mod;
      else term.nulls ??= mod === 'nullsfirst' ? 'first' : 'last';
    }
    let fieldText = parts.join('.');
    const rel = /^([^()]+)\(([^()]+)\)$/.exec(fieldText);
    if (rel) {
      term.relation = rel[1];
      fieldText = rel[2];
    }
    if (fieldText === '') fail('empty order term');
    return { ...term, field: parseField(fieldText, fail) } as OrderTerm;
  });
}
