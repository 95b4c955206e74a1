import { DoorOpen, HandCoins, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { durationLabel, eightDigitId, formatDateAndTime } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, netColorClass, toNumber } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useIsDesktop } from '@/hooks/use-media-query';
import { casinoName, type CasinoSession } from '../lib/session-rows';
import type { Shown } from '@/lib/offline/define-write';
import { NameWithSyncMark } from '@/components/ui/sync-mark';
import { casinoSessionStatus, parseAdditionalCash, totalCashIn } from '../lib/session-math';
import { RowAction } from '@/components/ui/row-action';
import { CardFields, DataTable, type Column } from '@/components/data-table';

export type CasinoSessionActions = {
  onAddCash(session: CasinoSession): void;
  /** End Session: final cash, departure now. */
  onEnd(session: CasinoSession): void;
  onReopen(session: CasinoSession): void;
  onEdit(session: CasinoSession): void;
  onDelete(session: CasinoSession): void;
};

type Props = CasinoSessionActions & { sessions: Shown<CasinoSession>[] };

function when(date: string | null, time: string | null): string {
  if (!date) return '-';
  return formatDateAndTime(date, time);
}

function figures(s: CasinoSession) {
  const cashIn =
    s.total_cash_in != null ? toNumber(s.total_cash_in) : totalCashIn(toNumber(s.starting_cash), parseAdditionalCash(s.additional_cash));
  const status = casinoSessionStatus(s.final_cash);
  return {
    id: eightDigitId(s.id) ?? '-',
    status,
    cashIn: formatCurrency(cashIn),
    cashOut: s.final_cash == null ? '-' : formatCurrency(toNumber(s.final_cash)),
    net: s.net_result == null ? null : toNumber(s.net_result),
    duration: durationLabel(s.arrival_date, s.arrival_time, s.departure_date, s.departure_time),
  };
}

type Row = { s: Shown<CasinoSession>; f: ReturnType<typeof figures> };

const NOWRAP = 'whitespace-nowrap';

/** The figures of a casino session, as the table's columns and as the lines of a phone's card. */
const figureColumns: Column<Row>[] = [
  { header: 'Arrival', headClassName: NOWRAP, className: NOWRAP, cardClassName: '', cell: ({ s }) => when(s.arrival_date, s.arrival_time) },
  {
    header: 'Departure',
    headClassName: NOWRAP,
    className: NOWRAP,
    cardClassName: '',
    cell: ({ s }) => when(s.departure_date, s.departure_time),
  },
  { header: 'Duration', headClassName: NOWRAP, className: NOWRAP, cardClassName: '', cell: ({ f }) => f.duration },
  { header: 'Cash In', align: 'right', headClassName: NOWRAP, className: 'tabular-nums', cell: ({ f }) => f.cashIn },
  { header: 'Cash Out', align: 'right', headClassName: NOWRAP, className: 'tabular-nums', cell: ({ f }) => f.cashOut },
  {
    header: 'Net Result',
    align: 'right',
    headClassName: NOWRAP,
    className: ({ f }) => cn('font-medium tabular-nums', netColorClass(f.net)),
    cardClassName: ({ f }) => cn('font-semibold tabular-nums', netColorClass(f.net)),
    cell: ({ f }) => (f.net == null ? '-' : formatSignedCurrency(f.net)),
  },
];

function StatusBadge({ status }: { status: 'Active' | 'Completed' }) {
  return (
    <Badge variant={status === 'Active' ? 'accent' : 'secondary'} className={status === 'Active' ? '' : 'text-muted-foreground'}>
      {status}
    </Badge>
  );
}

/** Casino sessions: a table from md up, stacked cards below, with Add Cash / End Session / Reopen / Edit / Delete. */
export function CasinoSessionsTable({ sessions, onAddCash, onEnd, onReopen, onEdit, onDelete }: Props) {
  const isDesktop = useIsDesktop();
  const actions = (s: Shown<CasinoSession>, showLabel: boolean) => {
    const active = casinoSessionStatus(s.final_cash) === 'Active';
    return (
      <>
        {active && (
          <RowAction label="Add Cash" icon={<HandCoins className="text-success" />} showLabel={showLabel} onClick={() => onAddCash(s)} />
        )}
        {active && <RowAction label="End Session" icon={<DoorOpen />} showLabel={showLabel} onClick={() => onEnd(s)} />}
        {/* A casino session made on this device and not synced yet takes cash and edits; Reopen and Delete wait until it is on the server. */}
        {!active && !s.localOnly && <RowAction label="Reopen" icon={<RotateCcw />} showLabel={showLabel} onClick={() => onReopen(s)} />}
        <RowAction label="Edit" icon={<Pencil />} showLabel={showLabel} onClick={() => onEdit(s)} />
        {!s.localOnly && (
          <RowAction label="Delete" icon={<Trash2 className="text-destructive" />} showLabel={showLabel} onClick={() => onDelete(s)} />
        )}
      </>
    );
  };

  if (!isDesktop) {
    return (
      <ul className="grid gap-3" aria-label="Casino sessions">
        {sessions.map((s) => {
          const f = figures(s);
          return (
            <li key={s.id} className="rounded-lg border bg-card p-3 shadow-xs">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    <NameWithSyncMark name={casinoName(s)} state={s.syncState} />
                  </p>
                  <p className="text-xs text-muted-foreground">#{f.id}</p>
                </div>
                <StatusBadge status={f.status} />
              </div>
              <CardFields row={{ s, f }} columns={figureColumns} />
              <div className="mt-2 flex flex-wrap justify-end gap-1 border-t pt-2">{actions(s, true)}</div>
            </li>
          );
        })}
      </ul>
    );
  }

  const columns: Column<Row>[] = [
    { header: 'Session ID', headClassName: NOWRAP, className: 'font-mono text-xs', cell: ({ f }) => f.id },
    {
      header: 'Casino',
      headClassName: NOWRAP,
      className: 'max-w-48',
      cell: ({ s }) => <NameWithSyncMark name={casinoName(s)} state={s.syncState} />,
    },
    ...figureColumns,
    { header: 'Status', cell: ({ f }) => <StatusBadge status={f.status} /> },
    {
      // Actions stay in view when the table scrolls sideways on narrower desktops.
      header: 'Actions',
      align: 'right',
      headClassName: 'sticky right-0 bg-card',
      className: 'sticky right-0 bg-card py-1 whitespace-nowrap',
      cell: ({ s }) => <div className="flex justify-end gap-0.5">{actions(s, false)}</div>,
    },
  ];
  return (
    <DataTable
      look="list"
      caption="Casino sessions"
      columns={columns}
      rows={sessions.map((s) => ({ s, f: figures(s) }))}
      rowKey={({ s }) => s.id}
    />
  );
}
