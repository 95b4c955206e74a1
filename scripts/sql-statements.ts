/**
 * Splits a SQL script into its statements (the text of each, without the final `;`), keeping comments inside a
 * statement and skipping the ones between statements. Quotes, quoted identifiers, dollar quotes and comments are
 * honoured, so a `;` inside a function body never ends the statement.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  const push = (end: number) => {
    const text = stripLeadingComments(sql.slice(start, end)).trim();
    if (text) out.push(text);
  };
  while (i < n) {
    const c = sql[i];
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < n) {
        if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i++;
      }
      i++;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64));
      if (tag && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i++;
    } else if (c === ';') {
      push(i);
      start = ++i;
    } else i++;
  }
  push(n);
  return out;
}

/** The statement without the `--` lines and blank lines before it. */
function stripLeadingComments(text: string): string {
  let t = text;
  for (;;) {
    const trimmed = t.replace(/^\s+/, '');
    if (trimmed.startsWith('--')) {
      const nl = trimmed.indexOf('\n');
      t = nl < 0 ? '' : trimmed.slice(nl + 1);
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/');
      t = end < 0 ? '' : trimmed.slice(end + 2);
    } else return trimmed;
  }
}
