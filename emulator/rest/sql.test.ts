import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse';
import { planRead } from './plan';
import { buildDelete, buildInsert, buildRead } from './sql';
import { ident } from './sql-read';
import type { SchemaCache, Table } from './schema-cache';

const items: Table = {
  name: 'items',
  isView: false,
  columns: new Map(['id', 'name', 'owner_id'].map((c) => [c, { name: c, type: 'text', defaultExpr: c === 'id' ? "nextval('items_id_seq'::regclass)" : null, generated: false }])),
  pk: ['id'],
  uniques: [['id']],
};
const users: Table = { name: 'users', isView: false, columns: new Map([['id', { name: 'id', type: 'int', defaultExpr: null, generated: false }]]), pk: ['id'], uniques: [['id']] };
const cache: SchemaCache = {
  schema: 'public',
  tables: new Map([
    ['items', items],
    ['users', users],
  ]),
  fks: [{ name: 'items_owner_fkey', table: 'items', columns: ['owner_id'], refTable: 'users', refColumns: ['id'] }],
  functions: new Map(),
};
const shape = { body: true, singular: false, count: true, stripNulls: false };
const plan = (qs: string, method = 'GET') => {
  const req = parseRequest({ method, path: 'items', query: new URLSearchParams(qs), headers: new Headers() });
  return { req, root: planRead(cache, req, 'items', 'items') };
};

describe('ident', () => {
  it('quotes and doubles embedded quotes', () => {
    expect(ident('a"b')).toBe('"a""b"');
  });
});

describe('buildRead', () => {
  it('binds every filter value and path key as a parameter', () => {
    const { root } = plan("select=id,meta:name&name=eq.x' or 1=1--&id=in.(1,2)&or=(name.like.a*,id.is.null)");
    const stmt = buildRead(root, 'public', '"public"."items" as "items"', shape, undefined, '', 10, 5);
    expect(stmt.sql).not.toContain("x'");
    expect(stmt.params).toEqual(["x' or 1=1--", '1', '2', 'a%', "x' or 1=1--", '1', '2', 'a%']);
    expect(stmt.sql).toContain('"items"."name" = $1');
    expect(stmt.sql).toContain('"items"."id" in ($2, $3)');
    expect(stmt.sql).toContain('limit 10 offset 5');
    expect(stmt.sql).toContain('(select count(*) from "public"."items" as "items" where');
  });

  it('builds a to-one embed as row_to_json (as jsonb, like PostgREST) of a correlated subquery', () => {
    const { root } = plan('select=id,users(id)');
    const stmt = buildRead(root, 'public', '"public"."items" as "items"', shape);
    expect(stmt.sql).toContain('(select row_to_json("_e")::jsonb from (select "users_1"."id" as "id" from "public"."users" as "users_1" where "users_1"."id" = "items"."owner_id" limit 1) as "_e") as "users"');
  });
});

describe('writes', () => {
  it('insert sends rows as one JSON parameter and uses defaults only with missing=default', () => {
    const { root } = plan('', 'POST');
    const stmt = buildInsert({ table: items, schema: 'public', root, shape: { ...shape, body: false }, location: false, rows: [{ name: 'a' }], columns: ['id', 'name'], missingDefault: true });
    expect(stmt.params[0]).toBe('[{"name":"a"}]');
    expect(stmt.sql).toContain(`else nextval('items_id_seq'::regclass) end`);
    expect(stmt.sql).toContain('returning 1');
  });

  it('delete quotes the target and binds filters', () => {
    const { root } = plan('id=eq.3', 'DELETE');
    const stmt = buildDelete({ table: items, schema: 'public', root, shape: { ...shape, body: false }, location: false });
    expect(stmt.sql).toContain('delete from "public"."items" as "items" where "items"."id" = $1 returning 1');
    expect(stmt.params).toEqual(['3']);
  });
});
