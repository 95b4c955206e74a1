import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { CasinoPicker, type CasinoOption } from '@/components/pickers/casino-picker';
import { SlotMachinePicker, type SlotMachineOption } from '@/components/pickers/slot-machine-picker';
import { useAddUnlistedSlotMachine } from '@/api/add-unlisted-slot-machine';
import { Field } from './field';
import type { FieldBaseProps } from './field-props';

type PickerFieldProps<T extends FieldValues, N extends FieldPath<T>, O> = FieldBaseProps<T, N> & {
  options: O[];
  /** The options are loading: the placeholder says so. */
  loading?: boolean;
  disabled?: boolean;
  /** What the field holds when nothing is chosen. */
  emptyValue?: '' | null;
  /** Runs after a choice (e.g. remember the last casino). */
  onPick?(id: string | null): void;
};

/** The picker's value and onChange for a field holding an id (or `emptyValue`). */
function bindPicker<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  emptyValue: '' | null,
  onPick?: (id: string | null) => void,
) {
  return {
    value: (field.value as string | null) || null,
    onChange: (id: string | null) => {
      field.onChange(id ?? emptyValue);
      onPick?.(id);
    },
  };
}

/** A labelled searchable casino picker bound to a casino id. */
export function CasinoField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  loading,
  disabled,
  emptyValue = '',
  onPick,
  ...base
}: PickerFieldProps<T, N, CasinoOption>) {
  return (
    <Field {...base}>
      {(field, { error }) => (
        <CasinoPicker
          options={options}
          {...bindPicker(field, emptyValue, onPick)}
          placeholder={loading ? 'Loading casinos...' : 'Select a casino'}
          disabled={disabled}
          aria-invalid={!!error}
        />
      )}
    </Field>
  );
}

/**
 * A labelled searchable slot machine picker bound to a machine id; `allowNone` offers 'None'. Every such
 * field offers "Not listed", which adds the typed name as the player's own machine and picks it.
 */
export function SlotMachineField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  loading,
  disabled,
  emptyValue = '',
  onPick,
  allowNone,
  ...base
}: PickerFieldProps<T, N, SlotMachineOption> & { allowNone?: boolean }) {
  const unlisted = useAddUnlistedSlotMachine();
  return (
    <Field {...base}>
      {(field, { error }) => (
        <SlotMachinePicker
          allowNone={allowNone}
          onAddUnlisted={unlisted.add}
          options={options}
          {...bindPicker(field, emptyValue, onPick)}
          placeholder={loading ? 'Loading slot machines...' : 'Select a slot machine'}
          disabled={disabled}
          aria-invalid={!!error}
        />
      )}
    </Field>
  );
}
