import type { QueryClient } from '@tanstack/react-query';
import { optionKeys } from './option-keys';

/** A new record's casino and machine as its waiting row shows them. */
export interface PickerNames {
  casino: { name: string; location: string | null } | null;
  slot_machine: { name: string; slot_name: string | null; manufacturer: string | null } | null;
}

/** The names of a casino and a machine from the pickers' cached lists (what the device has, offline too). */
export function pickerNames(client: QueryClient, ids: { casino_id: string; slot_machine_id?: string | null }): PickerNames {
  const casino = client
    .getQueryData<{ id: string; name: string; city: string | null; state: string | null }[]>(optionKeys.casinos())
    ?.find((c) => c.id === ids.casino_id);
  const machine = ids.slot_machine_id
    ? client
        .getQueryData<{ id: string; name: string; slot_name: string | null; manufacturer: string | null }[]>(optionKeys.slotMachines())
        ?.find((m) => m.id === ids.slot_machine_id)
    : undefined;
  return {
    casino: casino ? { name: casino.name, location: [casino.city, casino.state].filter(Boolean).join(', ') || null } : null,
    slot_machine: machine ? { name: machine.name, slot_name: machine.slot_name, manufacturer: machine.manufacturer } : null,
  };
}
