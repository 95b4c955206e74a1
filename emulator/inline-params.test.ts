import { describe, expect, it } from 'vitest';
import { dollarQuote, inlineParams } from './db';

describe('dollarQuote', () => {
  it('wraps a value in a tag the value does not contain', () => {
    expect(dollarQuote("it's")).toBe("$_$it's$_$");
    expect(dollarQuote('a$_$b')).toBe('$_0$a$_$b$_0$');
    expect(dollarQuote('$_$ and $_0$')).toBe('$_1$$_$ and $_0$$_1$');
  });
});

describe('inlineParams', () => {
  it('replaces each $n by its value as a literal, leaving quoted identifiers and strings alone', () => {
    const sql = 'select "a$1", \'$2\' from "t""$1" where x = $1 and y = $2::int and z = $10';
    const params = ['v', 7, null, null, null, null, null, null, null, true];
    expect(inlineParams(sql, params)).toBe('select "a$1", \'$2\' from "t""$1" where x = $_$v$_$ and y = $_$7$_$::int and z = $_$true$_$');
  });

  it('writes null as NULL', () => {
    expect(inlineParams('select $1', [null])).toBe('select NULL');
  });

  it('refuses values that must be bound: objects, arrays, NUL, non-finite numbers, a missing parameter', () => {
    expect(inlineParams('select $1', [{ a: 1 }])).toBeUndefined();
    expect(inlineParams('select $1', [[1]])).toBeUndefined();
    expect(inlineParams('select $1', ['a\0b'])).toBeUndefined();
    expect(inlineParams('select $1', [Number.NaN])).toBeUndefined();
    expect(inlineParams('select $2', ['a'])).toBeUndefined();
  });
});
