import { URL_ATTACKS as ATTACKS } from '@/test/url-attacks';
import { isSafeUrl, safeHref } from './safe-url';
import { optionalUrlField } from './url-field';

describe('safe URLs', () => {
  it.each(['absolute', 'website', 'action'] as const)('refuses script, data, vbscript and whitespace tricks as %s', (kind) => {
    expect(ATTACKS.filter((u) => isSafeUrl(u, kind) || safeHref(u, kind) !== null || optionalUrlField(kind).safeParse(u).success)).toEqual(
      [],
    );
  });

  it('accepts http(s) everywhere, bare hosts as websites and app paths as actions', () => {
    expect(isSafeUrl('https://www.redrockresort.com', 'absolute')).toBe(true);
    expect(isSafeUrl('HTTP://Example.com:8080/a?b#c', 'absolute')).toBe(true);
    expect(safeHref('bellagio.mgmresorts.com', 'website')).toBe('https://bellagio.mgmresorts.com');
    expect(safeHref('caesars.com/caesars-palace', 'website')).toBe('https://caesars.com/caesars-palace');
    expect(safeHref('  https://a.example.com  ', 'website')).toBe('https://a.example.com');
    expect(safeHref('/w2g/reports', 'action')).toBe('/w2g/reports');
    expect(safeHref('/', 'action')).toBe('/');
    expect(isSafeUrl('bellagio.mgmresorts.com', 'absolute')).toBe(false);
    expect(isSafeUrl('/w2g/reports', 'website')).toBe(false);
    expect(optionalUrlField('absolute').parse('  ')).toBe('');
    expect(optionalUrlField('action').safeParse('javascript:alert(1)').error?.issues[0].message).toBe(
      'Please enter a web address starting with https:// or an app path starting with /',
    );
  });
});
