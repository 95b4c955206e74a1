import { describe, expect, it } from 'vitest';
import {
  addQuickAmount,
  formatCurrency,
  formatMoneyInput,
  formatSignedCurrency,
  formatSignedWholeDollars,
  formatWholeDollars,
  netColorClass,
  parseMoneyInput,
  moneyTextProblem,
  roundMoney,
  toNumber,
} from './money';

describe('money formatting', () => {
  it('formats whole dollars for statistics', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(-0.2)).toBe('$0');
    expect(formatWholeDollars(-40)).toBe('-$40');
  });
  it('formats two decimals for tables and signs net amounts', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatSignedCurrency(12.5)).toBe('+$12.50');
    expect(formatSignedCurrency(-40)).toBe('-$40.00');
    expect(formatSignedCurrency(0)).toBe('$0.00');
    expect(formatSignedWholeDollars(12.4)).toBe('+$12');
    expect(formatSignedWholeDollars(-1500)).toBe('-$1,500');
    expect(formatSignedWholeDollars(0.3)).toBe('$0');
  });
  it('rounds to cents without binary drift', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
  it('colours net green when positive and red when negative', () => {
    expect(netColorClass(5)).toContain('text-success');
    expect(netColorClass(-5)).toContain('text-destructive');
    expect(netColorClass(0, { zeroIsPositive: true })).toContain('text-success');
    expect(netColorClass(0)).toContain('muted');
  });
});

describe('money inputs', () => {
  it('reads a slip as no amount, never as another one: "1e9" is not 19, "-5" is not 5, "12,50" is not 1,250', () => {
    const cases: [string, ReturnType<typeof moneyTextProblem>, number | null][] = [
      ['-20', 'minus', null],
      ['\u221220', 'minus', null], // the typographic minus sign
      ['\u201320', 'minus', null], // an en dash, as some keyboards give
      ['20-', 'minus', null],
      ['1e9', 'digits', null],
      ['1E9', 'digits', null],
      ['1e-2', 'minus', null],
      ['abc', 'digits', null],
      ['20abc', 'digits', null],
      ['1.2.3', 'digits', null],
      ['12,50', 'digits', null],
      ['1,23,456', 'digits', null],
      ['1 000', 'digits', null],
      ['Infinity', 'digits', null],
      ['NaN', 'digits', null],
      ['0x10', 'digits', null],
      ['12.345', 'decimals', null],
    ];
    for (const [text, problem, amount] of cases) {
      expect([text, moneyTextProblem(text)]).toEqual([text, problem]);
      expect([text, parseMoneyInput(text)]).toEqual([text, amount]);
    }
  });
  it('parses typed text to a number', () => {
    const cases: [string, number | null][] = [
      ['1,234.5', 1234.5],
      ['1234.5', 1234.5],
      ['1,234,567.89', 1234567.89],
      ['$20', 20],
      ['$ 20', 20],
      [' 20 ', 20],
      ['20.', 20],
      ['.5', 0.5],
      ['0', 0],
      ['0.07', 0.07],
      ['9,999,999,999.99', 9999999999.99],
      ['', null],
      [',', null],
      ['.', null],
      ['$', null],
    ];
    for (const [text, amount] of cases) {
      expect([text, moneyTextProblem(text)]).toEqual([text, null]);
      expect([text, parseMoneyInput(text)]).toEqual([text, amount]);
    }
  });
  it('formats on blur with thousands separators and up to 2 decimals', () => {
    expect(formatMoneyInput(1234.5)).toBe('1,234.5');
    expect(formatMoneyInput(1000000)).toBe('1,000,000');
    expect(formatMoneyInput(0.456)).toBe('0.46');
    expect(formatMoneyInput(null)).toBe('');
  });
  it('quick-adds and never goes below 0', () => {
    expect(addQuickAmount(null, 20)).toBe(20);
    expect(addQuickAmount(10.1, 5)).toBe(15.1);
    expect(addQuickAmount(3, -5)).toBe(0);
  });
  it('converts API numerics', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber(null)).toBe(0);
    expect(toNumber('x')).toBe(0);
  });
});
