import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** One column, declared once: its header, how a row fills its cell, where the value sits, and its name on a phone's card. */
export type Column<T> = {
  /** The header; also the value's name on a phone's card unless `label` names it otherwise. */
  header: string;
  cell(row: T): ReactNode;
  align?: 'right';
  /** The value's name on a phone's card ('' for none, e.g. the row's title or its actions); the header by default. */
  label?: string;
  /** What the header shows instead of its text (a select-all box). */
  head?: ReactNode;
  /** The column names the row (rendered as a row header). */
  rowHeader?: boolean;
  /** The list is sorted by this column (kept as aria-sort for screen readers). */
  sort?: 'ascending' | 'descending';
  className?: string | ((row: T) => string | undefined);
  headClassName?: string;
  /** The value's class on a phone's card (CardFields), where it differs from the table's. */
  cardClassName?: string | ((row: T) => string | undefined);
};

/** A column left out where the screen has no use for it (`cond && column`). */
export type MaybeColumn<T> = Column<T> | false | null | undefined;

type Props<T> = {
  rows: readonly T[];
  columns: readonly MaybeColumn<T>[];
  /** Each row's React key (the index too where rows may repeat). */
  rowKey(row: T, index: number): string;
  /** The table's name, read by screen readers only unless `captionClassName` shows it. */
  caption?: string;
  captionClassName?: string;
  /** What the body says when there are no rows, in one row across every column. */
  empty?: ReactNode;
  /**
   * `cards` (the default): a table from md up, each row a card below md with each value beside its column's name.
   * `list` and `report`: the compact looks (small capitals headers on a tinted band), shown from md up beside the
   * phone's own list of cards.
   */
  look?: 'cards' | 'list' | 'report';
  rowProps?(row: T): ComponentProps<'tr'> & { [data: `data-${string}`]: string | undefined };
  /** Rows after the body's (totals), in a tfoot. */
  footer?: ReactNode;
  className?: string;
} & Omit<ComponentProps<'table'>, 'children'>;

type Inner<T> = Omit<Props<T>, 'columns' | 'look'> & { columns: Column<T>[] };

const ALIGN = { right: 'text-right' } as const;

function classOf<T>(className: Column<T>['className'], row: T) {
  return typeof className === 'function' ? className(row) : className;
}
const cellClass = <T,>(col: Column<T>, row: T) => classOf(col.className, row);

function shownColumns<T>(columns: readonly MaybeColumn<T>[]): Column<T>[] {
  return columns.filter((c): c is Column<T> => !!c);
}

/** The cards' look: stacked cards below md (labels from each column), a table above. */
function CardsTable<T>({ rows, columns, rowKey, caption, captionClassName = 'sr-only', empty, rowProps, footer, ...table }: Inner<T>) {
  return (
    <Table {...table}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <TableHeader>
        <TableRow>
          {columns.map((col) => (
            <TableHead
              key={col.header}
              aria-sort={col.sort}
              data-label={col.label}
              className={cn(col.align && ALIGN[col.align], col.headClassName)}
            >
              {col.head ?? col.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && empty && (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        )}
        {rows.map((row, i) => (
          <TableRow key={rowKey(row, i)} {...rowProps?.(row)}>
            {columns.map((col) => {
              const className = cn(col.align && ALIGN[col.align], cellClass(col, row));
              return col.rowHeader ? (
                <TableHead key={col.header} scope="row" className={cn('font-normal', className)}>
                  {col.cell(row)}
                </TableHead>
              ) : (
                <TableCell key={col.header} className={className}>
                  {col.cell(row)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
      {footer}
    </Table>
  );
}

/** The compact looks: the lists' (sessions) on a tinted band, the reports' on a muted one. */
const COMPACT = {
  list: {
    wrapper: 'rounded-lg bg-card',
    head: 'border-b bg-secondary/50',
    body: '',
    row: 'border-b last:border-0 hover:bg-secondary/40',
  },
  report: { wrapper: 'rounded-md', head: 'bg-muted/50 whitespace-nowrap', body: 'divide-y', row: 'hover:bg-muted/30' },
} as const;

/** A compact table, shown from md up; the phone shows its own list of cards. */
function CompactTable<T>({
  look,
  rows,
  columns,
  rowKey,
  caption,
  captionClassName: _shown,
  empty: _empty,
  rowProps,
  footer,
  className,
  ...table
}: Inner<T> & { look: keyof typeof COMPACT }) {
  const cls = COMPACT[look];
  return (
    <div className={cn('overflow-x-auto border', cls.wrapper)}>
      <table className={cn('w-full text-sm', className)} {...table}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={cn('text-left text-xs text-muted-foreground uppercase', cls.head)}>
          <tr>
            {columns.map((col) => (
              <th
                key={col.header}
                scope="col"
                aria-sort={col.sort}
                className={cn('px-3 py-2 font-medium', col.align && ALIGN[col.align], col.headClassName)}
              >
                {col.head ?? col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cls.body || undefined}>
          {rows.map((row, i) => {
            const props = rowProps?.(row);
            return (
              <tr key={rowKey(row, i)} {...props} className={cn(cls.row, props?.className)}>
                {columns.map((col) => {
                  const cellCls = cn('px-3 py-2', col.align && ALIGN[col.align], cellClass(col, row));
                  return col.rowHeader ? (
                    <th key={col.header} scope="row" className={cn('text-left font-normal', cellCls)}>
                      {col.cell(row)}
                    </th>
                  ) : (
                    <td key={col.header} className={cellCls}>
                      {col.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        {footer}
      </table>
    </div>
  );
}

/**
 * A data table from declared columns: each header, cell, alignment and phone label written once, so every list
 * and admin page reads the same (headers scoped to their columns, sorted columns announced, values named on phones).
 */
export function DataTable<T>({ columns, look = 'cards', ...props }: Props<T>) {
  const shown = shownColumns(columns);
  return look === 'cards' ? <CardsTable columns={shown} {...props} /> : <CompactTable look={look} columns={shown} {...props} />;
}

/** A phone card's figures: each column's name (its label, else its header) beside the row's value. */
export function CardFields<T>({ row, columns, className }: { row: T; columns: readonly MaybeColumn<T>[]; className?: string }) {
  return (
    <dl className={cn('mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm', className)}>
      {shownColumns(columns).map((col) => (
        <div key={col.header} className="contents">
          <dt className="text-muted-foreground">{col.label ?? col.header}</dt>
          <dd className={cn('text-right', classOf(col.cardClassName ?? col.className, row))}>{col.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
