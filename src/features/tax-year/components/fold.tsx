import { useState, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';

/**
 * A part of Tax Year folded away under a summary (a native disclosure: keyboard and screen readers know it). Its
 * content exists only while it is open: a heavy year's tables and chart cost the first paint nothing.
 */
export function Fold({ summary, hint, children }: { summary: string; hint?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl border bg-card px-6 py-4 font-medium shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
        <span>
          {summary}
          {hint ? <span className="block text-sm font-normal text-muted-foreground">{hint}</span> : null}
        </span>
      </summary>
      {open ? <div className="mt-4 space-y-4">{children()}</div> : null}
    </details>
  );
}
