import { casinoName, slotMachineName } from './session-rows';

describe('session join labels', () => {
  it('fall back to Unknown Casino / Unknown Slot', () => {
    expect(casinoName({ casino: null })).toBe('Unknown Casino');
    expect(casinoName({ casino: { name: 'Bellagio', location: null } })).toBe('Bellagio');
    expect(slotMachineName({ slot_machine: null })).toBe('Unknown Slot');
    // The game the player picked, not the family several games share.
    expect(
      slotMachineName({ slot_machine: { name: 'Dragon Link - Panda Magic', slot_name: 'Dragon Link', manufacturer: 'Aristocrat' } }),
    ).toBe('Dragon Link - Panda Magic');
    expect(slotMachineName({ slot_machine: { name: 'Buffalo', slot_name: ' ', manufacturer: null } })).toBe('Buffalo');
  });
});
