import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { serviceHeaders } from './casinos-support';
import { API_URL } from './support';

/** A slip typed into a field and the words the field answers with, worked out from the field's label by hand. */
export type Slip = { typed: string; message: string };

/** The three slips of a money field: a minus sign, exponent notation and letters. `aboveZero`: a field that takes no 0. */
export function moneySlips(label: string, { aboveZero = false } = {}): Slip[] {
  const digits = `${label} must be written in digits, e.g. 1,500 or 12.50`;
  return [
    { typed: '-20', message: aboveZero ? `${label} must be more than 0` : `${label} must be 0 or more` },
    { typed: '1e9', message: digits },
    { typed: 'abc', message: digits },
  ];
}

/** A row of the table the spec writes: which form and field, what was typed, the message and where it showed. */
export type SlipRow = { form: string; field: string; typed: string; message: string };

/**
 * The slips and their answers as a run saw them, one table per project (e2e/screenshots/<project>/slips-table.md),
 * and the page errors of the whole run, which must be none.
 */
export class SlipLog {
  readonly rows: SlipRow[] = [];
  readonly pageErrors: string[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(`${page.url()}: ${error.name}: ${error.message}`));
  }

  /** No page error since the last check (named by the form just used). */
  noPageErrors(form: string) {
    expect(this.pageErrors, `page errors on ${form}`).toEqual([]);
  }

  write(testInfo: TestInfo, name = 'slips-table') {
    const dir = `e2e/screenshots/${testInfo.project.name}`;
    mkdirSync(dir, { recursive: true });
    const lines = [
      '| form | field | typed | message (under the field) |',
      '|---|---|---|---|',
      ...this.rows.map((r) => `| ${r.form} | ${r.field} | \`${r.typed}\` | ${r.message} |`),
    ];
    writeFileSync(`${dir}/${name}.md`, `${lines.join('\n')}\n`);
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types each slip into the field labelled `field` of `scope` and taps `save`: the text stays as typed, the message is
 * the field's own (its accessible description, shown under it), no other field of the form is marked, and the form is
 * still open (nothing saved). Then `good` is typed back, and the field is no longer marked.
 */
export async function answersEachSlip(
  log: SlipLog,
  { scope, form, field, slips, save, good }: { scope: Locator; form: string; field: string; slips: Slip[]; save: Locator; good: string },
) {
  const box = scope.getByLabel(field, { exact: true });
  for (const { typed, message } of slips) {
    await box.fill(typed);
    await expect(box).toHaveValue(typed);
    await expect(box).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
    await save.click();
    await expect(box).toHaveValue(typed);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
    await expect(scope.getByText(message, { exact: true })).toBeVisible();
    await expect(scope.locator('[aria-invalid="true"]'), `only ${field} is marked after "${typed}"`).toHaveCount(1);
    await expect(save).toBeVisible();
    log.rows.push({ form, field, typed, message });
  }
  await box.fill(good);
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
}

/**
 * An end before its start: `end` set to `typed` (the other fields valid), Save tapped: the message under `end` only,
 * the form still open.
 */
export async function answersEndBeforeStart(
  log: SlipLog,
  { scope, form, end, typed, message, save }: { scope: Locator; form: string; end: string; typed: string; message: string; save: Locator },
) {
  const box = scope.getByLabel(end, { exact: true });
  await box.fill(typed);
  await save.click();
  await expect(box).toHaveValue(typed);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
  await expect(scope.locator('[aria-invalid="true"]'), `only ${end} is marked`).toHaveCount(1);
  log.rows.push({ form, field: end, typed: `${typed} (end before start)`, message });
}

/** Rows of a REST query read with the service key (what the server really holds). */
export async function serverRows<T>(request: APIRequestContext, query: string): Promise<T[]> {
  const res = await request.get(`${API_URL}/rest/v1/${query}`, { headers: serviceHeaders });
  expect(res.ok(), query).toBe(true);
  return (await res.json()) as T[];
}

/** Inserts rows as the signed-in player (their token), as the app writes them. */
export async function insertAsPlayer<T>(request: APIRequestContext, token: string, table: string, rows: unknown): Promise<T[]> {
  const res = await request.post(`${API_URL}/rest/v1/${table}`, {
    headers: {
      apikey: serviceHeaders.apikey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: rows,
  });
  expect(res.ok(), `${table}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T[];
}
