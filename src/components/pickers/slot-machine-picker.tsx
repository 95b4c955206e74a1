import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { History, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { matchesSlotMachine, orderSlotMachineOptions, slotMachineLines, type SlotMachineOption } from '@/lib/picker-options';
import { SearchPicker } from './search-picker';

export type { SlotMachineOption };

export const NOT_LISTED_NAME_MAX = 100;

export interface SlotMachinePickerProps {
  options: SlotMachineOption[];
  value: string | null;
  onChange(id: string | null): void;
  /** Offers a 'None' entry that clears the choice (for optional fields). */
  allowNone?: boolean;
  /** Offers "Not listed": adds the typed name as the player's own machine and resolves to its id. */
  onAddUnlisted?: (name: string) => Promise<string>;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/**
 * Searchable slot machine choice: the machines played lately first (a clock marks them), then the catalog by name;
 * each line shows the game's name, its family (slot_name) and manufacturer.
 */
export function SlotMachinePicker({
  options,
  allowNone,
  onAddUnlisted,
  placeholder = 'Select a slot machine',
  ...rest
}: SlotMachinePickerProps) {
  const ordered = useMemo(() => orderSlotMachineOptions(options), [options]);
  return (
    <SearchPicker<SlotMachineOption>
      {...rest}
      options={ordered}
      matches={matchesSlotMachine}
      label={(o) => o.name}
      placeholder={placeholder}
      searchPlaceholder="Search slot machines..."
      emptyText="No slot machines found."
      noneLabel={allowNone ? 'None' : undefined}
      renderOption={(o) => {
        const { title, detail } = slotMachineLines(o);
        return (
          <span className="flex min-w-0 flex-1 items-center gap-2">
            {o.recent !== undefined ? (
              <History className="size-4 shrink-0 text-primary" aria-label="Recently played" />
            ) : (
              <span className="size-4 shrink-0" aria-hidden />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate">{title}</span>
              {detail && <span className="block truncate text-xs text-muted-foreground">{detail}</span>}
            </span>
          </span>
        );
      }}
      footer={
        onAddUnlisted
          ? ({ query, choose }) => <NotListed key={query ? 'q' : 'empty'} query={query} add={onAddUnlisted} onAdded={choose} />
          : undefined
      }
    />
  );
}

/** "Not listed": a name field (starting from the search text) that adds the player's own machine. */
function NotListed({ query, add, onAdded }: { query: string; add: (name: string) => Promise<string>; onAdded: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The name field takes the focus when it opens (the search box had it).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="w-full justify-start"
        onClick={() => {
          setName(query.trim());
          setOpen(true);
        }}
      >
        <Plus aria-hidden />
        Not listed? Add your machine
      </Button>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) return setError('Enter the machine name as it appears on the machine');
    if (trimmed.length > NOT_LISTED_NAME_MAX) return setError(`At most ${NOT_LISTED_NAME_MAX} characters`);
    setBusy(true);
    setError(null);
    try {
      onAdded(await add(trimmed));
    } catch {
      setError('Could not add the machine. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  // Not a <form>: the picker usually sits inside the session's form.
  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Machine name (not listed)
      </label>
      <Input
        id={inputId}
        ref={input}
        value={name}
        maxLength={NOT_LISTED_NAME_MAX}
        aria-invalid={!!error}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit(e);
        }}
      />
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="button" size="sm" disabled={busy} onClick={(e) => void submit(e)}>
        {busy ? 'Adding...' : 'Use this machine'}
      </Button>
    </div>
  );
}
