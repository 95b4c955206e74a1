import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own select, styled like SelectTrigger: for a page-level choice that changes what a screen shows
 * (Tax Year's year, Insights' period and grouping). Opening it costs the page no render (a phone shows its own
 * picker), where the Radix Select mounts its list in a portal: 128–208 ms of a 4×-throttled phone's main thread.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
