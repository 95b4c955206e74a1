/** A slot machine as a row names it (the joined catalog entry, or none). */
export type NamedSlotMachine = { name: string | null; slot_name: string | null } | null | undefined;

export const UNKNOWN_SLOT = 'Unknown Slot';

/**
 * The one name of a slot machine on every screen: the game's full name as the player picked it ("Dragon Link - Panda
 * Magic", not its family "Dragon Link" that seven games share), else its alternative name, else 'Unknown Slot'. SQL
 * names it the same (private.slot_machine_name: Home's Most Won Slot, the trip report); tests/db/slot-machine-name.test.ts
 * proves the two equal.
 */
export function machineName(m: NamedSlotMachine): string {
  return m?.name?.trim() || m?.slot_name?.trim() || UNKNOWN_SLOT;
}
