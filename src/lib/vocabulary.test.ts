import { describe, expect, it } from 'vitest';

/**
 * One vocabulary: the spec's words where it has them, one word per concept elsewhere. Scans the text the
 * app shows (string literals and JSX text of src, comments dropped) for the words that used to compete.
 * Out of scope: the admin console. The tax screens (src/features/tax-year and the engine's texts in lib/tax)
 * name the IRS form itself, W-2G, and cite their sources (Home's "This year" line too): they are left out of the W2G check only.
 */
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!/src/lib/database.types.ts', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const SKIP = [/\/features\/admin-/];
// Home's "This year" line gives the Tax Year's figures in its words ("N W-2Gs").
const TAX_SCREENS = [/^features\/tax-year\//, /^lib\/tax\//, /^features\/home\/components\/this-year-line\.tsx$/];

/** The texts of a file: its string literals and JSX text, without comments. */
function texts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  const jsx = [...code.matchAll(/>([^<>{}]+)</g)].map((m) => m[1] ?? '');
  return [...literals, ...jsx].map((t) => t.trim()).filter((t) => t && !/^[a-z0-9_-]+$/.test(t)); // keys and identifiers are not text
}

const files = Object.entries(SOURCES)
  .filter(([file]) => !SKIP.some((r) => r.test(file)))
  .map(([file, source]) => ({ file: file.replace('/src/', ''), texts: texts(source) }));

/** Every text matching `word`, except the `allowed` ones (spec strings), as 'file: text'. */
function uses(word: RegExp, allowed: (text: string) => boolean = () => false, scope = files): string[] {
  return scope.flatMap(({ file, texts: all }) => all.filter((t) => word.test(t) && !allowed(t)).map((t) => `${file}: ${t}`));
}

describe('one vocabulary', () => {
  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('a slot session is a slot session (the spec keeps only its form title, "Start or Edit Gambling Session")', () => {
    expect(uses(/gambling session/i, (t) => t.includes('Start or Edit Gambling Session'))).toEqual([]);
  });

  it('the record of a casino stay is a casino session, not a "visit" (the spec\'s Home label "Visits" and "Visit Website" stay)', () => {
    expect(uses(/\bvisits?\b/i, (t) => t === 'Visits' || t === 'Visit Website')).toEqual([]);
  });

  it('the jackpot form is W2G, as in the spec\'s "Add W2G" and "Export W2G" (the stored irs_form_version value stays W-2G)', () => {
    const app = files.filter(({ file }) => !TAX_SCREENS.some((r) => r.test(file)));
    expect(uses(/W-2G/, (t) => t === 'W-2G', app)).toEqual([]);
  });

  it("times are shown in one format, the player's locale (no fixed 24-hour or 12-hour display formats)", () => {
    const fixed = files
      .filter(({ file }) => !/lib\/(calendar|dates)\.ts$/.test(file) && !/report-csv\.ts$/.test(file))
      .flatMap(({ file, texts: all }) => all.filter((t) => /^(MMM dd, yyyy )?(HH:mm|h:mm a)$/.test(t)).map((t) => `${file}: ${t}`));
    expect(fixed).toEqual([]);
  });

  it("Start Slot/Casino Session (the spec's button) offers the two by name", () => {
    const sessionsPage = files.find(({ file }) => file.endsWith('sessions-page.tsx'));
    expect(sessionsPage?.texts).toEqual(
      expect.arrayContaining(['Start Slot/Casino Session', 'Start Casino Session', 'Start Slot Session']),
    );
  });
});
