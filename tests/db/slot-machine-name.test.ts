import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineName } from '../../src/lib/slot-machine-name';
import { seededRandom } from '../../src/test/seeded-random';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * One name per slot machine: SQL's private.slot_machine_name (Home's Most Won Slot, the trip report) and the
 * app's machineName (Sessions, the floor, Insights' rows, the diary) give every catalog row the same name. Generated
 * rows: names and alternative names present, blank, spaces only, padded or missing.
 */
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

describe('a slot machine`s name, SQL and the app', () => {
  it('agree over generated names', async () => {
    const rand = seededRandom(20260154);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const names = ['Lightning Link - Happy Lantern', ' Buffalo Gold ', '', '   ', 'Cleopatra', 'Dragon Link - Panda Magic'];
    const families = [null, 'Lightning Link', '', '  ', ' Buffalo ', 'Dragon Link'];
    const rows = Array.from({ length: 300 }, () => ({ name: pick(names), slot_name: pick(families) }));
    const { rows: sql } = await emu.ctx.db.query<{ name: string }>(
      `select private.slot_machine_name(r ->> 'name', r ->> 'slot_name') as name
         from jsonb_array_elements($1::jsonb) with ordinality as x (r, n) order by n`,
      [JSON.stringify(rows)],
    );
    expect(sql.map((r) => r.name)).toEqual(rows.map((r) => machineName(r)));
    // The catalog's case the issue found: the trip page said the family, Insights the game.
    expect(machineName({ name: 'Lightning Link - Happy Lantern', slot_name: 'Lightning Link' })).toBe('Lightning Link - Happy Lantern');
  });
});
