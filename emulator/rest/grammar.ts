/** Low-level tokenising shared by the parsers: top-level splitting and quoted values. */

/** Splits on `sep` outside double quotes and parentheses/braces. */
export function splitTop(input: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === sep && depth === 0) {
      out.push(input.slice(start, i));
      start = i + 1;
    }
  }
  out.push(input.slice(start));
  return out;
}

/** `"a \"b\""` -> `a "b"`; unquoted values are returned as they are. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Index of the first `ch` outside double quotes and parentheses, or -1. */
export function indexTop(input: string, ch: string, from = 0): number {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') {
      if (ch === '(' && depth === 0) return i;
      depth++;
    } else if (c === ')') depth--;
    else if (c === ch && depth === 0) return i;
  }
  return -1;
}
