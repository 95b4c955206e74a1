/**
 * The initial JS budget: /auth and / each load at most 200 kB gzipped before they can render.
 * No browser: it reads the production build that `npm start` made for this run (APP_MODE=preview,
 * scripts/start.ts builds into .data/preview-<app port> with .vite/manifest.json) and counts, as
 * `npm run bench -- bundle` does, the entry's static imports plus each route module and its static imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './clock';
import { BUDGET_ROUTES, INITIAL_JS_BUDGET_BYTES, routeLoad, type Manifest } from '../bench/bundle-manifest';

const outDir = path.resolve(import.meta.dirname, '..', '.data', `preview-${Number(process.env.APP_PORT ?? 5173)}`);

test.skip((process.env.APP_MODE ?? 'preview') !== 'preview', 'the dev server has no production build to measure');

for (const { route, lazy } of BUDGET_ROUTES) {
  test(`initial JS of ${route} is within ${INITIAL_JS_BUDGET_BYTES / 1000} kB gzipped`, () => {
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    expect(existsSync(manifestFile), `${manifestFile} (built by npm start with APP_MODE=preview)`).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    for (const key of lazy) expect(manifest[key], `${key} is a lazily loaded module of the build`).toBeDefined();
    const { keys, unreachable } = routeLoad(manifest, lazy);
    expect(unreachable).toEqual([]);
    const sizes = keys.map((k) => ({
      file: manifest[k].file,
      gz: gzipSync(readFileSync(path.join(outDir, manifest[k].file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gz, 0);
    const largest = [...sizes]
      .sort((a, b) => b.gz - a.gz)
      .slice(0, 5)
      .map((s) => `${s.file} ${(s.gz / 1000).toFixed(1)} kB`);
    expect(
      total,
      `${route}: ${(total / 1000).toFixed(1)} kB gz in ${keys.length} files; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });
}
