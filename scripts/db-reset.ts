/** `npm run db:reset`: wipes the local database and stored files under .data/ (next start re-migrates and re-seeds). */
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '..', '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`[db:reset] removed ${dataDir}; the next start applies all migrations and the seed.`);
