// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { NEW_PLAYER_KEY_PREFIX } from '../src/features/home/lib/greeting';
import { taxYearFromParam } from '../src/features/tax-year/lib/tax-year-choice';
import { routeShells, SHELL_SCRIPT, SHELLS_MARKER } from './vite-route-shells';

type Handler = (options: unknown, bundle: Rolldown.OutputBundle) => void;

const FRAME =
  '<div id="root"><div class="frame"><header>7</header><main class="flex-1 px-4 py-8"><h1>Slot Play Tracker</h1></main></div></div>';
const template = (path: string, body: string, year?: number) =>
  `<template data-shell="${path}"${year ? ` data-year="${year}"` : ''}><nav>back</nav><main class="signed-in">${body}</main></template>`;
const TEMPLATES =
  template('/', '<h1>%GREETING%, %FIRST_NAME%!</h1><p>Signed in as <span>%EMAIL%</span></p>') +
  template('/casinos', '<h1>Find Casinos</h1>') +
  [2025, 2026, 2027].map((y) => template('/tax-year', `<h1>Tax Year</h1><h3>W-2G forms ${y}</h3>`, y)).join('');

/** Loads index.html's frame and templates at `url`, with `session` stored as supabase-js stores it, and runs the script. */
function runShellScript(url: string, session: unknown) {
  window.history.replaceState(null, '', url);
  localStorage.clear();
  if (session !== undefined) localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
  document.body.innerHTML = FRAME + TEMPLATES;
  new Function(SHELL_SCRIPT)();
  return document.getElementById('root') as HTMLElement;
}

const dana = {
  access_token: 't',
  user: { id: 'u-dana', created_at: '2024-03-01T10:00:00Z', email: 'dana@example.com', user_metadata: { first_name: 'Dana' } },
};

describe('SHELL_SCRIPT (index.html, before the first paint)', () => {
  afterEach(() => vi.useRealTimers());

  it("with a session stored, shows the address's shell in place of the hero's <main>, with the first name and email as text", () => {
    const root = runShellScript('/', dana);
    const main = root.querySelector('main') as HTMLElement;
    expect(main.className).toBe('signed-in');
    expect(main.dataset.shellPath).toBe('/');
    expect(main.textContent).toBe('Welcome back, Dana!Signed in as dana@example.com');
    expect(root.querySelector('header')?.textContent).toBe('7');
    expect(root.querySelector('nav')?.textContent).toBe('back');
  });

  it('puts a name that looks like markup in as text, and leaves the name out when there is none', () => {
    const root = runShellScript('/', { user: { email: 'x@y.z', user_metadata: { first_name: '<img src=x onerror=alert(1)>' } } });
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Welcome back, <img src=x onerror=alert(1)>!');
    expect(runShellScript('/', { user: { email: 'x@y.z', user_metadata: {} } }).querySelector('h1')?.textContent).toBe('Welcome back!');
  });

  it('greets "Welcome" a player home last saw with nothing recorded, or (never seen here) an account under a day old', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const heading = (session: unknown, seen?: '0' | '1') => {
      window.history.replaceState(null, '', '/');
      localStorage.clear();
      localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
      if (seen) localStorage.setItem(`${NEW_PLAYER_KEY_PREFIX}u-dana`, seen);
      document.body.innerHTML = FRAME + TEMPLATES;
      new Function(SHELL_SCRIPT)();
      return document.querySelector('#root h1')?.textContent;
    };
    const made = (createdAt: string) => ({ ...dana, user: { ...dana.user, created_at: createdAt } });
    expect(heading(dana)).toBe('Welcome back, Dana!');
    expect(heading(dana, '1')).toBe('Welcome, Dana!');
    // 23 hours old: just signed up; 25 hours old: not.
    expect(heading(made('2026-11-26T13:00:00Z'))).toBe('Welcome, Dana!');
    expect(heading(made('2026-11-26T11:00:00Z'))).toBe('Welcome back, Dana!');
    // What home saw wins over the account's age, both ways.
    expect(heading(made('2026-11-26T13:00:00Z'), '0')).toBe('Welcome back, Dana!');
    expect(heading(made('2024-01-01T00:00:00Z'), '1')).toBe('Welcome, Dana!');
    expect(heading({ ...dana, user: { ...dana.user, created_at: undefined } })).toBe('Welcome back, Dana!');
  });

  it('leaves the hero alone without a session, with a corrupt one, and on an address without a shell', () => {
    for (const [url, session] of [
      ['/', undefined],
      ['/', 'not json {'],
      ['/sessions', dana],
      ['/auth', dana],
    ] as const) {
      window.history.replaceState(null, '', url);
      localStorage.clear();
      if (session !== undefined) localStorage.setItem('sb-127-auth-token', typeof session === 'string' ? session : JSON.stringify(session));
      document.body.innerHTML = FRAME + TEMPLATES;
      new Function(SHELL_SCRIPT)();
      expect(document.querySelector('#root main')?.outerHTML).toBe('<main class="flex-1 px-4 py-8"><h1>Slot Play Tracker</h1></main>');
    }
  });

  it("picks Tax Year's shell for the year the screen opens on (taxYearFromParam), and none for a year without one", () => {
    const cases: [string, string, string | null][] = [
      // [today, address, the year the screen shows]
      ['2026-11-27T12:00:00', '/tax-year', null],
      ['2026-04-15T12:00:00', '/tax-year', null],
      ['2026-04-16T12:00:00', '/tax-year/', null],
      ['2026-11-27T12:00:00', '/tax-year?year=2025', '2025'],
      ['2026-11-27T12:00:00', '/tax-year?year=2027', '2027'],
      ['2026-11-27T12:00:00', '/tax-year?year=abc', 'abc'],
      ['2027-05-01T12:00:00', '/tax-year?year=2027', '2027'],
    ];
    for (const [today, url, param] of cases) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(today));
      const expected = taxYearFromParam(param, new Date(today));
      const h3 = runShellScript(url, dana).querySelector('h3');
      expect(h3?.textContent, `${today} ${url}`).toBe(`W-2G forms ${expected}`);
      vi.useRealTimers();
    }
    // 2024 is a year the screen offers but no shell was built for: the hero stays.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00'));
    expect(runShellScript('/tax-year?year=2024', dana).querySelector('h3')).toBeNull();
  });
});

describe('routeShells (build)', () => {
  const run = async (html: string) => {
    const plugin = routeShells('/repo', async (year) => `<template data-shell="/" data-built="${year}"></template>`);
    await (plugin.buildStart as () => Promise<void>)();
    const bundle = { 'index.html': { type: 'asset', fileName: 'index.html', source: html } } as unknown as Rolldown.OutputBundle;
    (plugin.generateBundle as { handler: Handler }).handler({}, bundle);
    return (bundle['index.html'] as { source: string }).source;
  };

  it('replaces the marker with the shells, built for this year, and then the script', async () => {
    const html = await run(`<body><div id="root"></div>${SHELLS_MARKER}<script src="/e.js"></script></body>`);
    expect(html).toBe(
      `<body><div id="root"></div><template data-shell="/" data-built="${new Date().getFullYear()}"></template><script>${SHELL_SCRIPT}</script><script src="/e.js"></script></body>`,
    );
  });

  it('refuses an index.html without the marker', async () => {
    await expect(run('<body></body>')).rejects.toThrow(/no <!--route-shells-->/);
  });
});
