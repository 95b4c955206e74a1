import { casinoName, slotMachineName } from './session-rows';

describe('session join labels', () => {
  it('fall back to Unknown Casino / Unknown Slot', () => {
    expect(casinoName({ casino: null })).toBe('Unknown Casino');
    expect(casinoName({ casino: { name: 'Bellagio', location: null } })).toBe('Bellagio');
    expect(slotMachineName({ slot_machine: null })).toBe('Unknown Slot');
    expect(slotMachineName({ slot_machine: { name: 'Buffalo', slot_name: 'Buffalo Gold', manufacturer: 'Aristocrat' } })).toBe(
      'Buffalo Gold',
    );
    expect(slotMachineName({ slot_machine: { name: 'Buffalo', slot_name: ' ', manufacturer: null } })).toBe('Buffalo');
  });
});
