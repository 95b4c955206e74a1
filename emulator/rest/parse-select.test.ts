import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { parseSelect } from './parse-select';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof HttpError ? e.body.code : 'other';
  }
  return 'none';
};

describe('parseSelect', () => {
  it('parses star, columns, aliases and casts', () => {
    expect(parseSelect('*,id,label:name,price::text')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { name: 'name', path: [] }, alias: 'label', cast: undefined },
      { kind: 'field', field: { name: 'price', path: [] }, alias: undefined, cast: 'text' },
    ]);
  });

  it('parses json paths', () => {
    expect(parseSelect('data->a->>b')).toEqual([
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] }, alias: undefined, cast: undefined },
    ]);
  });

  it('parses embeds with alias, hint, inner and nested selects', () => {
    expect(parseSelect('sender:users!messages_sender_fkey!inner(name,posts(id))')).toEqual([
      {
        kind: 'embed',
        name: 'users',
        alias: 'sender',
        hint: 'messages_sender_fkey',
        join: 'inner',
        spread: false,
        select: [
          { kind: 'field', field: { name: 'name', path: [] }, alias: undefined, cast: undefined },
          { kind: 'embed', name: 'posts', alias: undefined, hint: undefined, join: 'left', spread: false, select: [{ kind: 'field', field: { name: 'id', path: [] }, alias: undefined, cast: undefined }] },
        ],
      },
    ]);
  });

  it('parses spreads and empty embeds', () => {
    const [a, b] = parseSelect('...users(name),posts()');
    expect(a).toMatchObject({ kind: 'embed', name: 'users', spread: true });
    expect(b).toMatchObject({ kind: 'embed', name: 'posts', select: [] });
  });

  it('keeps quoted names whole', () => {
    expect(parseSelect('"my col"')).toEqual([{ kind: 'field', field: { name: 'my col', path: [] }, alias: undefined, cast: undefined }]);
  });

  it('rejects bad grammar with PGRST100 and aggregates with PGRST123', () => {
    expect(code(() => parseSelect('id,'))).toBe('PGRST100');
    expect(code(() => parseSelect('id,(name'))).toBe('PGRST100');
    expect(code(() => parseSelect('id::text);drop'))).toBe('PGRST100');
    expect(code(() => parseSelect('count()'))).toBe('PGRST123');
    expect(code(() => parseSelect('amount.sum()'))).toBe('PGRST123');
  });
});
