import { useEffect, useState } from 'react';

const INDETERMINATE_CSS = `@keyframes admin-import-slide{0%{left:-40%}100%{left:100%}}`;

/** Visible progress of a running import: a sliding bar, the status text and the seconds elapsed. */
export function ImportProgress({ status }: { status: string }) {
  const [started] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, [started]);

  return (
    <div role="status" aria-live="polite" className="space-y-2 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <style href="admin-import-progress" precedence="default">
        {INDETERMINATE_CSS}
      </style>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">{status}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{elapsed}s elapsed</span>
      </div>
      <div className="relative h-2 overflow-hidden rounded-full bg-primary/15" aria-hidden>
        <div
          className="absolute inset-y-0 w-2/5 rounded-full bg-primary"
          style={{ animation: 'admin-import-slide 1.4s ease-in-out infinite' }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Searching the casino sources, then merging the results into the directory. This can take a little while.
      </p>
    </div>
  );
}
