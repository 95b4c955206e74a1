import { describe, expect, it } from 'vitest';
import { renderRouteShells } from './route-shells';

/** The shells as the browser parses them (inert templates), by path and year. */
function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.querySelectorAll('template')].map((t) => ({
    path: t.dataset.shell,
    year: t.dataset.year,
    main: t.content.querySelector('main'),
    back: t.content.querySelector('a[aria-label="Back to home"]'),
  }));
}

describe('renderRouteShells', () => {
  const shells = parse(renderRouteShells(2026));

  it('renders Home, Find Casinos, Insights and Tax Year for last year, this year and next, inside the signed-in <main>', () => {
    expect(shells.map((s) => `${s.path}${s.year ? `@${s.year}` : ''}`)).toEqual([
      '/',
      '/casinos',
      '/insights',
      '/tax-year@2025',
      '/tax-year@2026',
      '/tax-year@2027',
    ]);
    for (const s of shells) expect(s.main?.className).toBe('flex-1 px-4 pt-6 pb-24 md:pb-10');
  });

  it('Home: the greeting and email as placeholders the script fills; no back link (home has none)', () => {
    const home = shells[0];
    expect(home.main?.querySelector('h1')?.textContent).toBe('%GREETING%, %FIRST_NAME%!');
    expect(home.main?.querySelector('p')?.textContent).toBe('Signed in as %EMAIL%');
    expect(home.back).toBeNull();
  });

  it("Find Casinos: the screen's heading and description", () => {
    const casinos = shells[1];
    expect(casinos.main?.querySelector('h1')?.textContent).toBe('Find Casinos');
    expect(casinos.main?.querySelector('p')?.textContent).toBe("Browse casinos, check today's hours and keep your favorites.");
  });

  it("Insights: the heading, what the screen shows, this year by casino in the pickers, and the figures' placeholder", () => {
    const insights = shells[2].main;
    expect(insights?.querySelector('h1')?.textContent).toBe('Insights');
    expect(insights?.querySelector('p')?.textContent).toBe(
      'What your play cost and returned: money in and out, return on your money and what an hour of play cost, by casino, game, manufacturer, day of the week, hour and month.',
    );
    expect([...(insights?.querySelectorAll('select') ?? [])].map((s) => [s.getAttribute('aria-label'), s.value])).toEqual([
      ['Period', 'year'],
      ['Group by', 'casino'],
    ]);
    expect(insights?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading insights');
  });

  it("Tax Year: the answer's heading and notes for each year (W-2G threshold $1,200 through 2025, $2,000 from 2026), its figures as placeholders", () => {
    const main = (year: string) => shells.find((s) => s.year === year)?.main;
    expect(main('2025')?.querySelector('h3')?.textContent).toBe('Your 2025 answer');
    expect(main('2025')?.textContent).toContain('A casino gives you a W-2G for a slot jackpot of $1,200 or more paid in 2025.');
    expect(main('2026')?.textContent).toContain('A casino gives you a W-2G for a slot jackpot of $2,000 or more paid in 2026.');
    expect([...(main('2026')?.querySelectorAll('li > p:first-child') ?? [])].map((p) => p.textContent)).toEqual([
      'Report as gambling income',
      'W-2G forms and tax withheld',
      'Losses you may deduct if you itemise',
    ]);
    // The three figures and two of their details wait for the year's play.
    expect(main('2026')?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(5);
    expect(main('2026')?.querySelector('select')?.value).toBe('2026');
  });
});
