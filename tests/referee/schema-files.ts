/**
 * The declarative schema files in the order the Supabase CLI applies them: `[db.migrations] schema_paths` of
 * supabase/config.toml, each entry a path relative to supabase/ or a glob whose `*` matches within one file
 * name (matches sorted by name, as the CLI does).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../emulator/config';

const SUPABASE_DIR = path.join(ROOT_DIR, 'supabase');

export function schemaPathsOf(configToml: string): string[] {
  const section = /^\[db\.migrations\]\s*$([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(configToml);
  if (!section) throw new Error('supabase/config.toml has no [db.migrations] section');
  const list = /^schema_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section[1]);
  if (!list) throw new Error('supabase/config.toml [db.migrations] has no schema_paths');
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** Absolute paths of the schema files, in the order they are applied. */
export function schemaFiles(): string[] {
  const files: string[] = [];
  for (const entry of schemaPathsOf(readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8'))) {
    const full = path.join(SUPABASE_DIR, entry);
    const dir = path.dirname(full);
    const name = path.basename(full);
    if (dir.includes('*')) throw new Error(`schema_paths entry ${entry}: only the file name may hold a *`);
    if (!name.includes('*')) {
      files.push(full);
      continue;
    }
    const re = new RegExp(
      `^${name
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    files.push(
      ...readdirSync(dir)
        .filter((f) => re.test(f))
        .sort()
        .map((f) => path.join(dir, f)),
    );
  }
  return files;
}

/** Every .sql file under supabase/schemas/. */
export function allSchemaFiles(): string[] {
  return readdirSync(path.join(SUPABASE_DIR, 'schemas'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql'))
    .map((f) => path.join(SUPABASE_DIR, 'schemas', f))
    .sort();
}
