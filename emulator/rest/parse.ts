import { pgrstError } from '../http-error';
import { parseError } from './errors';
import { splitTop, unquote } from './grammar';
import { parseFilter, parseLogicTree, parseOrder } from './parse-filter';
import { parseSelect } from './parse-select';
import type { TxEnd } from '../config';
import type { Action, ApiRequest, PathOptions, Preferences } from './types';

export const EXPOSED_SCHEMAS = ['public'];
const TOP_RESERVED = new Set(['select', 'columns', 'on_conflict']);
const PATH_RESERVED = new Set(['order', 'limit', 'offset', 'or', 'and']);

const PREFER_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object', 'multiple-objects'],
};

/** Media ranges the API can answer (anything else is 406 PGRST107, as PostgREST). */
const ACCEPTABLE = /(^|[\s,])(\*\/\*|application\/\*|application\/json|application\/vnd\.pgrst\.|text\/\*|text\/csv)/i;

/** `Prefer: count=exact, return=representation` (one or several headers) -> preferences. */
export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { invalid: [], applied: [] };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [key, value = ''] = item.split('=').map((s) => s.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(item);
    } else if (key === 'timezone') {
      continue;
    } else if (PREFER_VALUES[key]?.includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
      prefs.applied.push(item);
    } else {
      prefs.invalid.push(item);
    }
  }
  return prefs;
}

/**
 * The preferences as the configured db-tx-end leaves them: without an -allow-override setting `Prefer: tx` is
 * accepted (not invalid under handling=strict) but not applied, and the transaction ends as configured.
 */
export function withTxEnd(prefs: Preferences, txEnd: TxEnd): Preferences {
  const [end, override] = [txEnd.startsWith('rollback') ? 'rollback' : 'commit', txEnd.endsWith('-allow-override')] as const;
  if (override) return { ...prefs, tx: prefs.tx ?? end };
  return { ...prefs, tx: end, applied: prefs.applied.filter((p) => !/^tx\s*=/.test(p)) };
}

function nonNegative(name: string, v: string): number {
  if (!/^\d+$/.test(v)) throw parseError(`${name} parameter`, v, `expecting a non-negative integer`);
  return Number(v);
}

function pathOf(paths: Map<string, PathOptions>, key: string): PathOptions {
  let p = paths.get(key);
  if (!p) {
    p = { conditions: [], order: [] };
    paths.set(key, p);
  }
  return p;
}

/** Splits a query key on dots outside double quotes: `rel."a.b"` -> ['rel', 'a.b']. */
function keyParts(key: string): string[] {
  return splitTop(key, '.').map((s) => unquote(s));
}

/** Adds the filter / order / limit / offset / logic params to the per-path options. */
export function parseQueryParams(entries: [string, string][], paths: Map<string, PathOptions>): void {
  for (const [key, value] of entries) {
    const parts = keyParts(key);
    const last = parts[parts.length - 1];
    if (PATH_RESERVED.has(last)) {
      let rest = parts.slice(0, -1);
      let negate = false;
      if ((last === 'or' || last === 'and') && rest[rest.length - 1] === 'not') {
        negate = true;
        rest = rest.slice(0, -1);
      }
      const opts = pathOf(paths, rest.join('.'));
      if (last === 'order') opts.order.push(...parseOrder(value));
      else if (last === 'limit') opts.limit = nonNegative('limit', value);
      else if (last === 'offset') opts.offset = nonNegative('offset', value);
      else opts.conditions.push(parseLogicTree(last as 'or' | 'and', negate, value));
      continue;
    }
    const column = parts.length === 1 ? key : last;
    pathOf(paths, parts.slice(0, -1).join('.')).conditions.push(parseFilter(column, value));
  }
}

function actionFor(method: string, isRpc: boolean): Action {
  if (isRpc) return 'rpc';
  switch (method) {
    case 'GET':
    case 'HEAD':
      return 'read';
    case 'POST':
      return 'insert';
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

function parseRange(header: string | null): ApiRequest['range'] {
  if (!header) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const from = Number(m[1]);
  return { offset: from, limit: m[2] === '' ? undefined : Math.max(0, Number(m[2]) - from + 1) };
}

export interface RawRequest {
  method: string;
  /** Path after /rest/v1/, e.g. `todos` or `rpc/fn`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body?: unknown;
}

/** Query string + headers + body -> typed request. Throws PGRST1xx HttpErrors. */
export function parseRequest(raw: RawRequest): ApiRequest {
  const method = raw.method.toUpperCase();
  const isRpc = raw.path.startsWith('rpc/');
  const target = decodeURIComponent(isRpc ? raw.path.slice(4) : raw.path);
  const action = actionFor(method, isRpc);
  const readish = method === 'GET' || method === 'HEAD';
  const profile = raw.headers.get(readish ? 'accept-profile' : 'content-profile');
  if (profile && !EXPOSED_SCHEMAS.includes(profile)) {
    throw pgrstError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`);
  }
  const accept = raw.headers.get('accept') ?? '';
  if (accept.includes('application/vnd.pgrst.plan') || (accept.trim() !== '' && !ACCEPTABLE.test(accept))) {
    throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  const paths = new Map<string, PathOptions>([['', { conditions: [], order: [] }]]);
  const rawParams: [string, string][] = [];
  let select: ApiRequest['select'] = [{ kind: 'star' }];
  let columns: string[] | undefined;
  let onConflict: string[] | undefined;
  for (const [key, value] of raw.query) {
    if (key === 'select') select = parseSelect(value);
    else if (key === 'columns') columns = splitTop(value).map((c) => unquote(c.trim()));
    else if (key === 'on_conflict') onConflict = splitTop(value).map((c) => unquote(c.trim()));
    else if (!TOP_RESERVED.has(key)) rawParams.push([key, value]);
  }
  const isRpcRead = isRpc && readish;
  if (!isRpcRead) parseQueryParams(rawParams, paths);
  const prefer = parsePrefer(raw.headers.get('prefer'));
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
    throw pgrstError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefer.invalid.join(', ')}`);
  }
  return {
    action,
    method,
    target,
    headOnly: method === 'HEAD',
    schema: profile ?? 'public',
    select,
    paths,
    rawParams: isRpcRead ? rawParams : [],
    columns,
    onConflict,
    prefer,
    singular: accept.includes('application/vnd.pgrst.object+json'),
    stripNulls: accept.includes('nulls=stripped'),
    range: parseRange(raw.headers.get('range')),
    body: raw.body,
  };
}
