/** Test helper (Node only): the strings a pdf-lib PDF shows with Tj, page by page order. */
import { inflateSync } from 'node:zlib';

export function pdfTextRuns(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const runs: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at, 'latin1');
    if (start < 0) return runs;
    const end = raw.indexOf('endstream', start, 'latin1');
    if (end < 0) return runs;
    const body = raw.subarray(start + 'stream\n'.length, end);
    at = end + 'endstream'.length;
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      text = body.toString('latin1');
    }
    for (const m of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) runs.push(Buffer.from(m[1], 'hex').toString('latin1'));
  }
}
