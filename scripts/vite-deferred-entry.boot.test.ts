// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, PRELOADS_PER_TASK } from './vite-deferred-entry';

const links = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/${prefix}-${i}.js">`).join('');

/** index.html as the build writes it: the entry and 3 of its imports, the shell's 12 chunks, the 15 of the route "/". */
function page() {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/index-A1.js" data-entry>${links('app', 3)}</template>` +
    `<template id="player-modules">${links('shell', 12)}</template>` +
    `<template data-route="/">${links('home', 15)}</template><template data-route="/sessions">${links('sessions', 40)}</template>`;
}

/** Runs the boot script in a hidden tab (it starts at once) and returns what each task added to <head>. */
function boot(): string[][] {
  new Function(BOOT_SCRIPT)();
  const added: string[][] = [];
  let seen = 0;
  const take = () => {
    const nodes = [...document.head.children].slice(seen).map((n) => (n.tagName === 'SCRIPT' ? `script ${(n as HTMLScriptElement).src}` : n.getAttribute('href') ?? ''));
    seen += nodes.length;
    if (nodes.length) added.push(nodes);
  };
  take();
  while (vi.getTimerCount() > 0) {
    vi.advanceTimersToNextTimer();
    take();
  }
  return added;
}

describe('the boot script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    page();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('adds the entry and its module script first, then a signed-in player\'s screen chunks a few links per task', () => {
    localStorage.setItem('sb-demo-auth-token', '{}');
    const tasks = boot();
    expect(tasks[0].slice(0, 2)).toEqual(['/assets/index-A1.js', 'script http://localhost:3000/assets/index-A1.js']);
    // 1 entry + 3 imports + 12 shell + 15 route links and the script: 32 nodes, never more than 6 in one task.
    expect(tasks.flat()).toHaveLength(32);
    expect(tasks.map((t) => t.length)).toEqual([6, 6, 6, 6, 6, 2]);
    expect(Math.max(...tasks.map((t) => t.length))).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    expect(tasks.flat().filter((h) => h.startsWith('/assets/home-'))).toHaveLength(15);
    expect(tasks.flat().some((h) => h.includes('sessions-'))).toBe(false);
  });

  it('signed out, adds only the entry, its imports and the script', () => {
    expect(boot()).toEqual([
      ['/assets/index-A1.js', 'script http://localhost:3000/assets/index-A1.js', '/assets/app-0.js', '/assets/app-1.js', '/assets/app-2.js'],
    ]);
  });
});
