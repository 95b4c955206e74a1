import type { SessionRange } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { SESSION_RANGES } from '../lib/session-range';

/** Today / Month / Year / All: which sessions the lists keep. */
export function RangeToggle({ value, onChange }: { value: SessionRange; onChange(range: SessionRange): void }) {
  return (
    <div role="group" aria-label="Date range" className="inline-flex h-9 w-full items-center rounded-lg bg-secondary p-[3px] sm:w-fit">
      {SESSION_RANGES.map((r) => (
        <button
          key={r.value}
          type="button"
          aria-pressed={value === r.value}
          onClick={() => onChange(r.value)}
          className={cn(
            'h-full flex-1 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === r.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {r.label}
        </button>
      ))}
    </div>
  );
}
