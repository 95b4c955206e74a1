import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The e2e rules of eslint.config.js: a read of the server is polled (e2e/server.ts), never run once after a
 * press, and a spec reads the spec file's clock (e2e/clock.ts), never the runner's Date. Each snippet is linted
 * as a spec file of e2e/; the forms that slipped past the first rule are here with the ones it caught.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function messages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'e2e/lint-check.spec.ts' });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const refused: [string, string][] = [
  ['a GET on the test request', 'await request.get(`${API_URL}/rest/v1/casinos`);'],
  ["a GET on the page's request", 'await page.request.get(`${API_URL}/rest/v1/casinos`);'],
  ["a GET on a second context's request", 'await other.request.get(url);'],
  ['a GET on a request context named otherwise', 'await adminRequest.get(url);'],
  ['request.fetch (any method)', "await request.fetch(url, { method: 'GET' });"],
  ['request.head', 'await request.head(url);'],
  ['an API read through an alias of the request context', 'const api = request;\nawait api.get(`${API_URL}/rest/v1/casinos?select=id`);'],
  [
    'a read of the local inbox through a parameter',
    'async function f(r: { get(u: string): Promise<unknown> }) { await r.get(`${API_URL}/_local/inbox`); }',
  ],
  ['an RPC post by template', 'await request.post(`${API_URL}/rest/v1/rpc/get_user_notifications`, { data: {} });'],
  ['an RPC post by a concatenated string', "await request.post(API_URL + '/rest/v1/rpc/get_user_notifications', { data: {} });"],
  ['fetch', 'await fetch(`${API_URL}/rest/v1/casinos`);'],
  ['a ServerRead run once', 'const rows = await serverRows(request, q).run();'],
  ["the runner's Date.now()", 'const t = Date.now();'],
  ["the runner's new Date()", 'const today = new Date();'],
  ['a browser context not on the clock', 'const context = await browser.newContext();'],
  ["a spec's test from @playwright/test", "import { test } from '@playwright/test';"],
];

const allowed: [string, string][] = [
  ['a write that sets a test up', "await request.post(`${API_URL}/rest/v1/casinos`, { data: { name: 'X' } });"],
  ['a polled read', 'await expectServer(getJson(request, `${API_URL}/rest/v1/casinos`)).toEqual([]);'],
  ['a ServerRead built on another', 'new ServerRead(what, async () => fn(await read.run()));'],
  ["a route handler's fetch of the answer", 'await page.route(url, async (route) => route.fulfill({ response: await route.fetch() }));'],
  ['a date on the clock', 'const today = new Date(clockNow());'],
  ['a date from a value', "const d = new Date('2026-03-31T23:59:59Z');"],
  [
    "expect and types from @playwright/test with the clock's test",
    "import { expect, type Page } from '@playwright/test';\nimport { test } from './clock';",
  ],
];

describe('the e2e lint rules', () => {
  // The first lint loads the config and its plugins: seconds on a loaded machine.
  beforeAll(() => messages(''), 120_000);

  it.each(refused)('refuses %s', async (_what, code) => {
    expect(await messages(code)).not.toEqual([]);
  });

  it.each(allowed)('allows %s', async (_what, code) => {
    expect(await messages(code)).toEqual([]);
  });
});
