import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const MAX_SHOWN = 100;

export interface SearchPickerProps<T extends { id: string }> {
  options: T[];
  value: string | null;
  onChange(id: string | null): void;
  matches(option: T, query: string): boolean;
  label(option: T): string;
  renderOption(option: T): ReactNode;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Adds a first entry that clears the value. */
  noneLabel?: string;
  /** Shown under the list (e.g. "Not listed"): gets the search text and `choose(id)` to pick and close. */
  footer?: (context: { query: string; choose: (id: string) => void }) => ReactNode;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-label'?: string;
}

/** A searchable single-choice list in a popover (combobox + listbox, keyboard usable). */
export function SearchPicker<T extends { id: string }>(props: SearchPickerProps<T>) {
  const { options, value, onChange, matches, label, renderOption, placeholder, searchPlaceholder, emptyText, noneLabel } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const selected = options.find((o) => o.id === value) ?? null;
  const filtered = useMemo(() => options.filter((o) => matches(o, query)).slice(0, MAX_SHOWN), [options, matches, query]);
  const entries: (T | null)[] = noneLabel && !query ? [null, ...filtered] : filtered;

  const choose = (o: T | null) => {
    onChange(o ? o.id : null);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = Math.max(0, Math.min(entries.length - 1, active + (e.key === 'ArrowDown' ? 1 : -1)));
      setActive(next);
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (entries[active] !== undefined) choose(entries[active]);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setActive(0);
        if (!o) setQuery('');
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={props.id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-invalid={props['aria-invalid']}
          aria-label={props['aria-label']}
          disabled={props.disabled}
          className={cn(
            'w-full justify-between font-normal',
            !selected && 'text-muted-foreground',
            props['aria-invalid'] && 'border-destructive',
          )}
        >
          <span className="truncate">{selected ? label(selected) : placeholder}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
        <div className="border-b p-2">
          <Input
            value={query}
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            aria-controls={listId}
            aria-activedescendant={entries.length ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul id={listId} ref={listRef} role="listbox" className="max-h-64 overflow-y-auto p-1">
          {entries.length === 0 && <li className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</li>}
          {entries.map((o, i) => (
            // Keyboard: the search input moves the active option and chooses it (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={o ? o.id : '__none'}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={(o?.id ?? null) === value}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(o)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                i === active && 'bg-secondary text-secondary-foreground',
              )}
            >
              <Check className={cn('size-4 shrink-0', (o?.id ?? null) === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
              {o ? renderOption(o) : <span className="text-muted-foreground">{noneLabel}</span>}
            </li>
          ))}
        </ul>
        {props.footer && (
          <div className="border-t p-2">
            {props.footer({
              query,
              choose: (id) => {
                onChange(id);
                setOpen(false);
                setQuery('');
              },
            })}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
