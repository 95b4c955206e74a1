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
  roundMoney,
  sanitizeMoneyInput,
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
  it('keeps digits, commas, one decimal point with at most 2 decimals, and a minus sign (to refuse it)', () => {
    expect(sanitizeMoneyInput('$1,2a34.567')).toBe('1,234.56');
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23');
    // A minus sign stays, to be refused with a message (a ticket typed "-5" must not become $5).
    expect(sanitizeMoneyInput('-50')).toBe('-50');
    expect(parseMoneyInput('-5')).toBe(-5);
    expect(sanitizeMoneyInput('abc')).toBe('');
  });
  it('parses typed text to a number', () => {
    expect(parseMoneyInput('1,234.5')).toBe(1234.5);
    expect(parseMoneyInput('20.')).toBe(20);
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput(',')).toBeNull();
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
