import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Copies each column's name into its cells' `data-label` (colSpan-aware), so that on phones, where the rows are
 * stacked cards, every value is shown beside the name of its column: the header's own `data-label` if it declares one
 * (a DataTable column's phone label), else its text.
 */
function labelCells(table: HTMLTableElement) {
  const labels: string[] = [];
  for (const th of table.tHead?.rows[0]?.cells ?? []) {
    const label = th.dataset.label ?? th.textContent?.trim() ?? '';
    for (let i = 0; i < th.colSpan; i++) labels.push(label);
  }
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let col = 0;
      for (const cell of row.cells) {
        // A cell spanning columns (an empty-state message) has no single column name.
        const label = cell.colSpan > 1 ? '' : (labels[col] ?? '');
        if (cell.dataset.label !== label) cell.dataset.label = label;
        col += cell.colSpan;
      }
    }
  }
}

/**
 * A data table. From md up a table (scrolling sideways inside its container if it must); below md each
 * row is a card: one line per cell with its column's name, and the actions visible (no sideways scroll).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  // Every render of the table (its rows are its children) re-labels the cells; cheap DOM reads.
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return (
    <div data-slot="table-container" className="relative w-full md:overflow-x-auto">
      <table ref={ref} data-slot="table" className={cn('w-full caption-bottom text-sm max-md:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b max-md:sr-only', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('md:[&_tr:last-child]:border-0 max-md:flex max-md:flex-col max-md:gap-3', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b transition-colors hover:bg-secondary/40 max-md:block max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3 max-md:shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

/** A column's header (scoped to its column unless told otherwise, e.g. `scope="row"`). */
export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      data-slot="table-head"
      className={cn('h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

/** Below md: the column's name (data-label, set by Table) on the left, the value on the right. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'p-2 align-middle',
        'max-md:flex max-md:max-w-none max-md:min-w-0 max-md:flex-wrap max-md:items-center max-md:justify-between max-md:gap-x-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:whitespace-normal max-md:break-words',
        'max-md:before:text-left max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] max-md:empty:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
