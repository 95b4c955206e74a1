import { readdir, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

async function walk(dir: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') await walk(full, out);
    } else if (e.isFile()) {
      const s = await stat(full).catch(() => null);
      if (s) out.push(`${full}:${s.mtimeMs}:${s.size}`);
    }
  }
}

/**
 * A short hash of every file's path, mtime and size under the function's folder and `_shared`:
 * it changes whenever a file the function may import is edited, added or removed.
 */
export async function functionVersion(functionsDir: string, name: string): Promise<string> {
  const parts: string[] = [];
  await walk(path.join(functionsDir, name), parts);
  await walk(path.join(functionsDir, '_shared'), parts);
  return createHash('sha1').update(parts.sort().join('\n')).digest('hex').slice(0, 16);
}
