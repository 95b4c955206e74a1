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
  rowKey(row: T): string;
  /** The table's name, read by screen readers only unless `captionClassName` shows it. */
  caption?: string;
  captionClassName?: string;
  /** What the body says when there are no rows, in one row across every column. */
  empty?: ReactNode;
  /**
   * `cards` (the default): a table from md up, each row a card below md with each value beside its column's name.
   * `list`: the lists' compact look (small capitals headers on a tinted band); shown from md up beside a phone list.
   */
  look?: 'cards' | 'list';
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
        {rows.map((row) => (
          <TableRow key={rowKey(row)} {...rowProps?.(row)}>
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

/** The lists' look (sessions, trips): compact, shown from md up; the phone shows its own list of cards. */
function ListTable<T>({
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
}: Inner<T>) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className={cn('w-full text-sm', className)} {...table}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b bg-secondary/50 text-left text-xs text-muted-foreground uppercase">
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
        <tbody>
          {rows.map((row) => {
            const props = rowProps?.(row);
            return (
              <tr key={rowKey(row)} {...props} className={cn('border-b last:border-0 hover:bg-secondary/40', props?.className)}>
                {columns.map((col) => {
                  const cls = cn('px-3 py-2', col.align && ALIGN[col.align], cellClass(col, row));
                  return col.rowHeader ? (
                    <th key={col.header} scope="row" className={cn('text-left font-normal', cls)}>
                      {col.cell(row)}
                    </th>
                  ) : (
                    <td key={col.header} className={cls}>
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
  return look === 'list' ? <ListTable columns={shown} {...props} /> : <CardsTable columns={shown} {...props} />;
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
