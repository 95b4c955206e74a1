import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../emulator/config';
import { catalogDiff, catalogOf, type Catalog } from './catalog';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from './native-db';
import { allSchemaFiles, schemaFiles } from './schema-files';

/**
 * supabase/schemas/ (the declarative schema, one current text per object) and supabase/migrations/ (the deploy
 * unit) describe the same database: the schema files applied in schema_paths order to an empty database set up as
 * hosted Supabase give, object by object, the catalog that replaying every migration gives.
 */
const unavailable = nativeDbUnavailable();
if (unavailable) console.warn(`[skip] schema files against migrations on native Postgres 18: ${unavailable}`);

const SIDES: [string, string] = ['migrations', 'schema files'];

async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`set search_path = ''`);
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(unavailable)('supabase/schemas/ equals supabase/migrations/ on native PostgreSQL 18', () => {
  let db: NativeDb;
  let schemasDb: string;
  let fromSchemas: Catalog;
  beforeAll(async () => {
    db = await startNativeDb();
    schemasDb = await db.emptyDatabase('from_schema_files');
    // As `postgres`, one file after another, as the CLI builds its shadow database from schema_paths.
    await withClient(schemasDb, async (c) => {
      await c.query('reset search_path');
      for (const file of schemaFiles()) {
        try {
          await c.query(readFileSync(file, 'utf8'));
        } catch (e) {
          throw new Error(`${path.relative(ROOT_DIR, file)} failed: ${(e as Error).message}`, { cause: e });
        }
      }
    });
    fromSchemas = await withClient(schemasDb, catalogOf);
  }, 180_000);
  afterAll(async () => db?.stop());

  it('lists every file under supabase/schemas/ in schema_paths exactly once', () => {
    const listed = schemaFiles();
    expect(listed.filter((f, i) => listed.indexOf(f) !== i)).toEqual([]);
    expect(
      allSchemaFiles()
        .filter((f) => !listed.includes(f))
        .map((f) => path.relative(ROOT_DIR, f)),
    ).toEqual([]);
    expect(listed.length).toBeGreaterThan(10);
  });

  it('gives the catalog the migrations give: functions, tables, constraints, indexes, policies, triggers, grants, views', async () => {
    const fromMigrations = await withClient(db.connectionString, catalogOf);
    const kinds = (c: Catalog) => new Set([...c.keys()].map((k) => k.split(' ')[0]));
    expect([...kinds(fromMigrations)].sort()).toEqual(
      expect.arrayContaining(['column', 'constraint', 'function', 'index', 'policy', 'schema', 'table', 'trigger', 'view']),
    );
    expect(fromMigrations.size).toBeGreaterThan(1000);
    // On failure: one line per object that is missing or differs, with the texts where they part.
    expect(catalogDiff(fromMigrations, fromSchemas, SIDES).join('\n')).toBe('');
  });

  it('names the function a new migration changed when its schema file was not updated', async () => {
    const fn = 'private.is_admin()';
    await withClient(db.connectionString, async (c) => {
      const { rows } = await c.query<{ def: string }>(`select pg_get_functiondef('${fn}'::regprocedure) as def`);
      // A later migration restating the function with one more line in its body.
      const changed = rows[0].def.replace(/\$function\$\s*$/, '  -- restated by a later migration\n$function$');
      expect(changed).not.toBe(rows[0].def);
      await c.query('begin');
      try {
        // Only what this migration changed (whatever else differs is the other test's to report).
        const before = catalogDiff(await catalogOf(c), fromSchemas, SIDES);
        await c.query(changed);
        const diff = catalogDiff(await catalogOf(c), fromSchemas, SIDES).filter((d) => !before.includes(d));
        expect(diff).toHaveLength(1);
        expect(diff[0]).toMatch(/^function private\.is_admin\(\): differs\n {4}migrations: .*restated by a later migration/);
      } finally {
        await c.query('rollback');
      }
    });
  });
});
