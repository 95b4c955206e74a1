import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { SchemaCacheHolder, loadSchemaCache } from './schema-cache';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    create table sc_users (id int primary key, email text unique not null, created timestamptz default now());
    create table sc_posts (id int primary key, author int constraint sc_posts_author_fkey references sc_users(id), title text);
    create function sc_add(a int, b int default 2) returns int language sql as 'select a + b';
    create function sc_rows() returns setof sc_posts language sql as 'select * from sc_posts';
    create function sc_pairs() returns table(k text, v int) language sql as $$ select 'a', 1 $$;
    create function sc_void() returns void language sql as 'select';
  `);
  // A fresh PGlite runs initdb, which is slow on a busy machine.
}, 120_000);
afterAll(async () => db?.close());

describe('loadSchemaCache', () => {
  it('reads tables, columns, keys and foreign keys', async () => {
    const cache = await loadSchemaCache(db);
    const users = cache.tables.get('sc_users')!;
    expect([...users.columns.keys()]).toEqual(['id', 'email', 'created']);
    expect(users.columns.get('created')?.defaultExpr).toBe('now()');
    expect(users.pk).toEqual(['id']);
    expect(users.uniques).toEqual(expect.arrayContaining([['id'], ['email']]));
    expect(cache.fks).toContainEqual({ name: 'sc_posts_author_fkey', table: 'sc_posts', columns: ['author'], refTable: 'sc_users', refColumns: ['id'] });
  });

  it('reads functions with argument names, defaults and return kinds', async () => {
    const cache = await loadSchemaCache(db);
    expect(cache.functions.get('sc_add')?.[0]).toMatchObject({
      returnKind: 'scalar',
      returnsSet: false,
      args: [
        { name: 'a', type: 'integer', mode: 'i', hasDefault: false },
        { name: 'b', type: 'integer', mode: 'i', hasDefault: true },
      ],
    });
    expect(cache.functions.get('sc_rows')?.[0]).toMatchObject({ returnKind: 'composite', returnsSet: true, returnTable: 'sc_posts' });
    expect(cache.functions.get('sc_pairs')?.[0]).toMatchObject({ returnKind: 'composite', returnsSet: true, returnColumns: ['k', 'v'] });
    expect(cache.functions.get('sc_void')?.[0].returnKind).toBe('void');
  });
});

describe('SchemaCacheHolder', () => {
  it('caches until invalidated', async () => {
    const holder = new SchemaCacheHolder(db);
    const first = await holder.get();
    expect(await holder.get()).toBe(first);
    await db.exec('create table sc_late (id int primary key)');
    expect((await holder.get()).tables.has('sc_late')).toBe(false);
    holder.invalidate();
    expect((await holder.get()).tables.has('sc_late')).toBe(true);
  });
});
