import { describe, expect, it } from 'vitest';
import { casinoKey, completeness, improvementPatch, type ExistingCasino, type ImportedCasino } from './casino.ts';
import { planImport } from './import-plan.ts';

const sparse: ImportedCasino = { name: 'Bellagio', city: 'Las Vegas', state: 'NV' };
const rich: ImportedCasino = {
  name: 'The Bellagio Resort & Casino',
  city: 'las vegas',
  state: 'Nevada',
  street_address: '3600 S Las Vegas Blvd',
  zip_code: '89109',
  phone: '(702) 693-7111',
  website: 'bellagio.mgmresorts.com',
  latitude: 36.11,
  longitude: -115.17,
  operating_hours: { general: '24/7' },
  amenities: ['ATM'],
};

/** Applies a plan the way the database would (test model of the directory). */
function apply(rows: ExistingCasino[], incoming: ImportedCasino[]) {
  const plan = planImport(rows, incoming);
  let n = rows.length;
  const next = rows.map((r) => ({ ...r, ...(plan.updates.find((u) => u.id === r.id)?.patch ?? {}) }));
  for (const c of plan.inserts) next.push({ ...c, id: `new-${++n}` });
  return { plan, rows: next };
}

describe('casino completeness and keys', () => {
  it('counts the ten data-quality checks', () => {
    expect(completeness(sparse)).toBe(0);
    expect(completeness(rich)).toBe(6);
    expect(completeness({ ...rich, zip_code: ' ' })).toBe(5);
    expect(completeness({ ...rich, casino_type: 'Resort Casino', gaming_machine_class: 'Class III', rewards_program: 'MGM Rewards', image_url: 'x.jpg' })).toBe(10);
  });

  it('treats name variants, city case and state name/code as the same casino', () => {
    expect(casinoKey(rich)).toBe(casinoKey(sparse));
    expect(casinoKey({ name: 'Bellagio', city: 'Reno', state: 'NV' })).not.toBe(casinoKey(sparse));
    expect(casinoKey({ name: 'Bellagio', city: 'Las Vegas', state: 'NM' })).not.toBe(casinoKey(sparse));
  });
});

describe('planImport', () => {
  it('inserts new casinos, and importing the same records again changes nothing', () => {
    const first = apply([], [rich, { name: 'Aria', city: 'Las Vegas', state: 'NV' }]);
    expect(first.plan.inserts).toHaveLength(2);
    expect(first.plan.updates).toEqual([]);
    const second = apply(first.rows, [rich, { name: 'Aria', city: 'Las Vegas', state: 'NV' }]);
    expect(second.plan).toEqual({ inserts: [], updates: [] });
  });

  it('updates an existing row when the incoming record is more complete, filling only empty fields', () => {
    const existing: ExistingCasino = { id: 'c1', name: 'Bellagio', city: 'Las Vegas', state: 'NV', phone: '(702) 000-0000', amenities: ['Buffet'] };
    const { plan, rows } = apply([existing], [rich]);
    expect(plan.inserts).toEqual([]);
    expect(plan.updates).toEqual([
      {
        id: 'c1',
        patch: {
          street_address: '3600 S Las Vegas Blvd',
          zip_code: '89109',
          website: 'bellagio.mgmresorts.com',
          latitude: 36.11,
          longitude: -115.17,
          operating_hours: { general: '24/7' },
          amenities: ['Buffet', 'ATM'],
        },
      },
    ]);
    expect(rows[0].phone).toBe('(702) 000-0000');
    expect(rows[0].name).toBe('Bellagio');
    expect(apply(rows, [rich]).plan).toEqual({ inserts: [], updates: [] });
  });

  it('does not update from a less (or equally) complete record, even with new fields', () => {
    const existing: ExistingCasino = { ...rich, id: 'c1', phone: null, rewards_program: 'MGM Rewards' };
    const lessComplete: ImportedCasino = { name: 'Bellagio', city: 'Las Vegas', state: 'NV', phone: '(702) 111-1111' };
    expect(planImport([existing], [lessComplete])).toEqual({ inserts: [], updates: [] });
    const equal: ImportedCasino = { ...rich, rewards_program: null, phone: '(702) 111-1111', amenities: [] , image_url: 'x.jpg'};
    expect(completeness(equal)).toBe(completeness(existing));
    expect(planImport([existing], [equal])).toEqual({ inserts: [], updates: [] });
  });

  it('collapses duplicates inside one import to the most complete record', () => {
    const plan = planImport([], [sparse, rich, { ...sparse, name: 'BELLAGIO' }]);
    expect(plan.inserts).toEqual([rich]);
  });

  it('improvementPatch never overwrites a non-empty value', () => {
    expect(improvementPatch({ ...rich }, { ...rich, phone: 'other', amenities: ['ATM'] })).toEqual({});
    expect(improvementPatch({ name: 'x', latitude: 1, longitude: null }, { name: 'x', latitude: 2, longitude: 3 })).toEqual({ latitude: 2, longitude: 3 });
  });
});
