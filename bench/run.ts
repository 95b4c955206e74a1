/**
 * `npm run bench`: runs every bench/*.bench.ts in name order (or those named on the command line, a name
 * followed by `:part,part` for some of its parts) and prints their numbers. Benchmarks print; they never assert.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
// `name:part,part` runs one bench's parts (BENCH_PARTS), e.g. `npm run bench -- restore:day,latency`.
const only = process.argv.slice(2).map((a) => {
  const [name, parts] = a.split(':');
  if (parts) process.env.BENCH_PARTS = parts;
  return name;
});
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  // A name picks its own bench (`rest` is rest.bench.ts, not rest-vs-postgrest too); else any bench containing it.
  .filter((f, _, all) => only.length === 0 || only.some((o) => (all.includes(`${o}.bench.ts`) ? f === `${o}.bench.ts` : f.includes(o))))
  .sort();
for (const f of files) {
  console.log(`\n== ${f} ==`);
  const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default: () => Promise<void> };
  await mod.default();
}
process.exit(0);
