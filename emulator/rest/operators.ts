/** The one operator table: PostgREST filter operator -> SQL operator. */
export const SIMPLE_OPS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

/** Full-text operators and the tsquery constructor each uses. */
export const FTS_OPS: Readonly<Record<string, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** Operators that accept `(any)` / `(all)`. */
export const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

export function isKnownOperator(op: string): boolean {
  return op in SIMPLE_OPS || op in FTS_OPS || op === 'in' || op === 'is';
}

export const OPERATOR_LIST = [...Object.keys(SIMPLE_OPS), 'in', 'is', ...Object.keys(FTS_OPS)].join(', ');
