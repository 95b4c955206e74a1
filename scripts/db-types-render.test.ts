import { describe, expect, it } from 'vitest';
import { renderDatabaseTypes, tsType, type CatalogColumn } from './db-types-render';

const col = (over: Partial<CatalogColumn>): CatalogColumn => ({
  table_name: 't',
  kind: 'r',
  column_name: 'id',
  position: 1,
  formatted_type: 'uuid',
  type_name: 'uuid',
  type_category: 'S',
  elem_type_name: null,
  elem_typtype: null,
  typtype: 'b',
  nullable: false,
  has_default: true,
  generated: false,
  ...over,
});

describe('tsType', () => {
  it('maps numbers, booleans, json, arrays and enums', () => {
    const enums = new Set(['mood']);
    expect(tsType('numeric', enums)).toBe('number');
    expect(tsType('int8', enums)).toBe('number');
    expect(tsType('bool', enums)).toBe('boolean');
    expect(tsType('jsonb', enums)).toBe('Json');
    expect(tsType('text[]', enums)).toBe('string[]');
    expect(tsType('_int4', enums)).toBe('number[]');
    expect(tsType('mood', enums)).toBe('Database["public"]["Enums"]["mood"]');
    expect(tsType('character varying(255)', enums)).toBe('string');
  });
});

describe('renderDatabaseTypes', () => {
  it('makes defaulted and nullable columns optional on insert and generated ones never', () => {
    const out = renderDatabaseTypes(
      [
        col({}),
        col({ column_name: 'name', type_name: 'text', has_default: false }),
        col({ column_name: 'note', type_name: 'text', nullable: true, has_default: false }),
        col({ column_name: 'net', type_name: 'numeric', nullable: true, generated: true }),
      ],
      [{ name: 't_parent_fkey', table_name: 't', referenced_table: 'p', columns: ['pid'], referenced_columns: ['id'], one_to_one: false }],
      [],
      [],
    );
    expect(out).toContain('          id?: string\n');
    expect(out).toContain('          name: string\n');
    expect(out).toContain('          note?: string | null\n');
    expect(out).toContain('          net?: never\n');
    expect(out).toContain('referencedRelation: "p"');
  });

  it('renders set-returning functions as arrays of their row type', () => {
    const out = renderDatabaseTypes([col({})], [], [
      { name: 'f', returns_set: true, arg_names: ['a', 'x', 'y'], arg_modes: ['i', 't', 't'], arg_types: ['integer', 'text', 'numeric'], n_defaults: 0, n_args: 1, return_type: 'record', return_typtype: 'p', return_relation: null },
    ], []);
    expect(out).toContain('f:\n        | { Args: { a: number }; Returns: { x: string; y: number }[] }');
  });
});
