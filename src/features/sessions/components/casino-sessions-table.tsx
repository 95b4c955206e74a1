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
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Arrival</dt>
                <dd className="text-right">{when(s.arrival_date, s.arrival_time)}</dd>
                <dt className="text-muted-foreground">Departure</dt>
                <dd className="text-right">{when(s.departure_date, s.departure_time)}</dd>
                <dt className="text-muted-foreground">Duration</dt>
                <dd className="text-right">{f.duration}</dd>
                <dt className="text-muted-foreground">Cash In</dt>
                <dd className="text-right tabular-nums">{f.cashIn}</dd>
                <dt className="text-muted-foreground">Cash Out</dt>
                <dd className="text-right tabular-nums">{f.cashOut}</dd>
                <dt className="text-muted-foreground">Net Result</dt>
                <dd className={cn('text-right font-semibold tabular-nums', netColorClass(f.net))}>
                  {f.net == null ? '-' : formatSignedCurrency(f.net)}
                </dd>
              </dl>
              <div className="mt-2 flex flex-wrap justify-end gap-1 border-t pt-2">{actions(s, true)}</div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Casino sessions</caption>
        <thead className="border-b bg-secondary/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            {['Session ID', 'Casino', 'Arrival', 'Departure', 'Duration'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
            {['Cash In', 'Cash Out', 'Net Result'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            {/* Actions stay in view when the table scrolls sideways on narrower desktops. */}
            <th scope="col" className="sticky right-0 bg-card px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => {
            const f = figures(s);
            return (
              <tr key={s.id} className="border-b last:border-0 hover:bg-secondary/40">
                <td className="px-3 py-2 font-mono text-xs">{f.id}</td>
                <td className="max-w-48 px-3 py-2">
                  <NameWithSyncMark name={casinoName(s)} state={s.syncState} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{when(s.arrival_date, s.arrival_time)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{when(s.departure_date, s.departure_time)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{f.duration}</td>
                <td className="px-3 py-2 text-right tabular-nums">{f.cashIn}</td>
                <td className="px-3 py-2 text-right tabular-nums">{f.cashOut}</td>
                <td className={cn('px-3 py-2 text-right font-medium tabular-nums', netColorClass(f.net))}>
                  {f.net == null ? '-' : formatSignedCurrency(f.net)}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={f.status} />
                </td>
                <td className="sticky right-0 bg-card px-3 py-1 text-right whitespace-nowrap">
                  <div className="flex justify-end gap-0.5">{actions(s, false)}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
