import { missingIds, withNamesAndNumbers } from './my-data-names';

const names = {
  casinos: new Map([['c1', 'Borgata Hotel Casino & Spa']]),
  slot_machines: new Map([['m1', 'Dragon Link - Panda Magic']]),
};

describe('my data: names beside ids, numbers as numbers', () => {
  it('puts the casino and machine names right after their ids and keeps every other field as it was', () => {
    const row = {
      id: 'j1',
      casino_id: 'c1',
      slot_machine_id: 'm1',
      amount: '2500.00',
      tax_withheld: 600,
      notes: '-5 is not a number here',
    };
    const out = withNamesAndNumbers(row, names);
    expect(Object.keys(out)).toEqual([
      'id',
      'casino_id',
      'casino_name',
      'slot_machine_id',
      'slot_machine_name',
      'amount',
      'tax_withheld',
      'notes',
    ]);
    expect(out).toEqual({
      id: 'j1',
      casino_id: 'c1',
      casino_name: 'Borgata Hotel Casino & Spa',
      slot_machine_id: 'm1',
      slot_machine_name: 'Dragon Link - Panda Magic',
      amount: 2500,
      tax_withheld: 600,
      notes: '-5 is not a number here',
    });
  });

  it('names an unknown or empty id null and turns entry amounts into numbers', () => {
    const out = withNamesAndNumbers(
      { casino_id: 'gone', slot_machine_id: null, additional_cash: [{ amount: '200.50', note: 'ATM' }], player_club_id: '12345' },
      names,
    );
    expect(out).toEqual({
      casino_id: 'gone',
      casino_name: null,
      slot_machine_id: null,
      slot_machine_name: null,
      additional_cash: [{ amount: 200.5, note: 'ATM' }],
      player_club_id: '12345',
    });
  });

  it('lists only the ids whose names are not known yet, once each', () => {
    const rows = [{ casino_id: 'c1' }, { casino_id: 'c2' }, { casino_id: 'c2' }, { casino_id: null }];
    expect(missingIds(rows, 'casinos', names.casinos)).toEqual(['c2']);
  });
});
