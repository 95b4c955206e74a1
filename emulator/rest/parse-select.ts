import { pgrstError } from '../http-error';
import { parseError } from './errors';
import { indexTop, splitTop, unquote } from './grammar';
import type { Field, JsonStep, SelectItem } from './types';

const NAME_BAD = /[(),:!"]|^\s*$/;
const CAST_OK = /^[a-zA-Z_][a-zA-Z0-9_ ]*(\[\])?$/;
const AGGREGATES = /(^count$)|\.(sum|avg|min|max|count)$/;

/** `data->a->>b` or `"my col"` -> Field. Throws PGRST100 through `fail`. */
export function parseField(raw: string, fail: (d: string) => never): Field {
  const s = raw.trim();
  let i: number;
  let name: string;
  if (s.startsWith('"')) {
    const end = s.indexOf('"', 1);
    if (end < 0) fail('unterminated quoted name');
    name = s.slice(1, end);
    i = end + 1;
  } else {
    const arrow = s.indexOf('->');
    name = arrow < 0 ? s : s.slice(0, arrow);
    i = name.length;
    if (NAME_BAD.test(name) || /\s/.test(name)) fail(`unexpected name "${name}"`);
  }
  const path: JsonStep[] = [];
  while (i < s.length) {
    const arrow: JsonStep['arrow'] = s.startsWith('->>', i) ? '->>' : s.startsWith('->', i) ? '->' : fail(`unexpected "${s.slice(i)}"`);
    i += arrow.length;
    let key: string;
    if (s[i] === '"') {
      const end = s.indexOf('"', i + 1);
      if (end < 0) fail('unterminated quoted key');
      key = s.slice(i + 1, end);
      i = end + 1;
    } else {
      const next = s.indexOf('->', i);
      key = next < 0 ? s.slice(i) : s.slice(i, next);
      i += key.length;
    }
    if (key === '') fail('empty JSON key');
    path.push({ arrow, key });
  }
  return { name, path };
}

function aliasSplit(item: string): [string | undefined, string] {
  let quoted = false;
  for (let i = 0; i < item.length; i++) {
    const c = item[i];
    if (c === '"') quoted = !quoted;
    if (quoted) continue;
    if (c === '(') break;
    if (c === ':') {
      if (item[i + 1] === ':') return [undefined, item];
      return [unquote(item.slice(0, i)), item.slice(i + 1)];
    }
  }
  return [undefined, item];
}

function parseItem(raw: string, fail: (d: string) => never): SelectItem {
  const item = raw.trim();
  if (item === '') fail('empty select item');
  if (item === '*') return { kind: 'star' };
  const [alias, rest0] = aliasSplit(item);
  let rest = rest0;
  const spread = rest.startsWith('...');
  if (spread) rest = rest.slice(3);
  const open = indexTop(rest, '(');
  if (open >= 0) {
    if (!rest.endsWith(')')) fail(`expected ")" in "${rest}"`);
    const head = rest.slice(0, open);
    const inner = rest.slice(open + 1, -1);
    if (AGGREGATES.test(head)) {
      throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    const [name, ...hints] = head.split('!').map((h) => unquote(h));
    if (!name || NAME_BAD.test(name)) fail(`unexpected embed name "${head}"`);
    let join: 'left' | 'inner' = 'left';
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner' || h === 'left') join = h;
      else if (!hint && h) hint = h;
      else fail(`unexpected hint "${h}"`);
    }
    return { kind: 'embed', name, alias, hint, join, spread, select: inner.trim() === '' ? [] : parseSelectList(inner, fail) };
  }
  if (spread) fail('spread needs an embedded resource');
  const castAt = rest.lastIndexOf('::');
  let cast: string | undefined;
  if (castAt >= 0 && !rest.slice(castAt).includes('"')) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST_OK.test(cast)) fail(`unexpected cast "${cast}"`);
  }
  return { kind: 'field', field: parseField(rest, fail), alias, cast };
}

function parseSelectList(input: string, fail: (d: string) => never): SelectItem[] {
  return splitTop(input).map((p) => parseItem(p, fail));
}

/** `id,name,parent:parents!fk(*)` -> SelectItem tree; 400 PGRST100 on bad grammar. */
export function parseSelect(input: string): SelectItem[] {
  const fail = (details: string): never => {
    throw parseError('select parameter', input, details);
  };
  return parseSelectList(input, fail);
}
