import { HttpError } from '../http-error';
import { functionNotFound } from './errors';
import { parseQueryParams } from './parse';
import type { DbFunction, SchemaCache } from './schema-cache';
import type { ApiRequest } from './types';

const isInput = (a: DbFunction['args'][number]) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v';

function singleJson(fn: DbFunction): boolean {
  const inputs = fn.args.filter(isInput);
  return inputs.length === 1 && inputs[0].name === '' && (inputs[0].type === 'json' || inputs[0].type === 'jsonb');
}

function accepts(fn: DbFunction, keys: string[]): boolean {
  const inputs = fn.args.filter(isInput);
  return keys.every((k) => inputs.some((a) => a.name === k)) && inputs.every((a) => a.hasDefault || keys.includes(a.name));
}

function signature(schema: string, fn: DbFunction): string {
  return `${schema}.${fn.name}(${fn.args.filter(isInput).map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

export interface ResolvedRpc {
  fn: DbFunction;
  args: unknown;
}

/**
 * Picks the overload a call means. POST: the body's keys are the arguments. GET/HEAD: query
 * params named like a parameter are arguments; the rest become filters on the result.
 */
export function resolveRpc(cache: SchemaCache, req: ApiRequest): ResolvedRpc {
  const fns = cache.functions.get(req.target) ?? [];
  const readish = req.method === 'GET' || req.method === 'HEAD';
  let args: Record<string, unknown> | unknown;
  let keys: string[];
  if (readish) {
    const names = new Set(fns.flatMap((f) => f.args.filter(isInput).map((a) => a.name)));
    const argObj: Record<string, string> = {};
    const filters: [string, string][] = [];
    for (const [k, v] of req.rawParams) {
      if (names.has(k)) argObj[k] = v;
      else filters.push([k, v]);
    }
    parseQueryParams(filters, req.paths);
    args = argObj;
    keys = Object.keys(argObj);
  } else {
    args = req.body ?? {};
    keys = args && typeof args === 'object' && !Array.isArray(args) ? Object.keys(args) : [];
  }
  let matches = fns.filter((f) => !singleJson(f) && accepts(f, keys));
  if (matches.length === 0 && !readish) matches = fns.filter(singleJson);
  if (matches.length === 0 && keys.length === 0) matches = fns.filter(singleJson);
  if (matches.length === 1) return { fn: matches[0], args };
  if (matches.length === 0) {
    const suggestion = fns[0] ? `${fns[0].name}(${fns[0].args.filter(isInput).map((a) => a.name).sort().join(', ')})` : undefined;
    throw functionNotFound(cache.schema, req.target, keys, suggestion);
  }
  throw new HttpError(300, {
    code: 'PGRST203',
    details: null,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    message: `Could not choose the best candidate function between: ${matches.map((f) => signature(cache.schema, f)).join(', ')}`,
  });
}
