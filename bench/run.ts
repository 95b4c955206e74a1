/**
 * `npm run bench`: runs every bench/*.bench.ts in name order (or those named on the command line)
 * and prints their numbers. Benchmarks print; they never assert.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const f of files) {
  console.log(`\n== ${f} ==`);
  const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default: () => Promise<void> };
  await mod.default();
}
process.exit(0);
