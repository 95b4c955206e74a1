import { matchesSlotMachine, slotMachineLabel, type SlotMachineOption } from './picker-options';
import { SearchPicker } from './search-picker';

export type { SlotMachineOption };

export interface SlotMachinePickerProps {
  options: SlotMachineOption[];
  value: string | null;
  onChange(id: string | null): void;
  /** Offers a 'None' entry that clears the choice (for optional fields). */
  allowNone?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/** Searchable slot machine choice (name, alternative name, manufacturer). */
export function SlotMachinePicker({ allowNone, placeholder = 'Select a slot machine', ...rest }: SlotMachinePickerProps) {
  return (
    <SearchPicker<SlotMachineOption>
      {...rest}
      matches={matchesSlotMachine}
      label={slotMachineLabel}
      placeholder={placeholder}
      searchPlaceholder="Search slot machines..."
      emptyText="No slot machines found."
      noneLabel={allowNone ? 'None' : undefined}
      renderOption={(o) => (
        <span className="min-w-0 flex-1">
          <span className="block truncate">{slotMachineLabel(o)}</span>
          {o.manufacturer && <span className="block truncate text-xs text-muted-foreground">{o.manufacturer}</span>}
        </span>
      )}
    />
  );
}
