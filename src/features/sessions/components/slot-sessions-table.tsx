import { Link, useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, netColorClass, toNumber } from '@/lib/money';
import { useIsDesktop } from '@/hooks/use-media-query';
import { casinoName, sessionTimes, slotMachineName, type SlotSession } from '../lib/session-rows';
import type { Shown } from '@/lib/offline/define-write';
import { NameWithSyncMark } from '@/components/ui/sync-mark';
import { slotMoney } from '../lib/session-math';
import { SlotMoneySum } from '@/components/slot-money-sum';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type MaybeColumn } from '@/components/data-table';

type Props = { sessions: Shown<SlotSession>[]; onEdit?(id: string): void; onDelete?(id: string): void };

/** The Net shown: the session's result (money out - coin in + free play + hand pays). */
function NetFigure({ s }: { s: SlotSession }) {
  const result = toNumber(s.result);
  return <span className={netColorClass(result)}>{formatSignedCurrency(result)}</span>;
}

/** A figure of a slot session, a dash when there is none (free play, hand pays). */
const orDash = (n: number) => (n === 0 ? '–' : formatCurrency(n));

/** Slot sessions: a table from md up, stacked cards below; a row opens the session's detail page. */
export function SlotSessionsTable({ sessions, onEdit, onDelete }: Props) {
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const hasActions = !!(onEdit || onDelete);
  const actions = (s: Shown<SlotSession>, showLabel: boolean) => (
    <>
      {onEdit && <RowAction label="Edit" icon={<Pencil />} showLabel={showLabel} onClick={() => onEdit(s.id)} />}
      {onDelete && (
        <RowAction label="Delete" icon={<Trash2 className="text-destructive" />} showLabel={showLabel} onClick={() => onDelete(s.id)} />
      )}
    </>
  );

  if (!isDesktop) {
    return (
      <ul className="grid gap-3" aria-label="Slot sessions">
        {sessions.map((s) => (
          <li key={s.id} className="rounded-lg border bg-card p-3 shadow-xs">
            <Link
              to={paths.sessionDetail.getHref(s.id)}
              className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    <NameWithSyncMark name={casinoName(s)} state={s.syncState} />
                  </p>
                  <p className="text-sm break-words">{slotMachineName(s)}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(s.session_date)} · <span className="tabular-nums">{sessionTimes(s)}</span>
                  </p>
                </div>
                <p className="shrink-0 text-right font-semibold tabular-nums">
                  <NetFigure s={s} />
                </p>
              </div>
              <SlotMoneySum className="mt-2 text-sm" money={slotMoney(s)} testId="slot-session-sum" />
            </Link>
            {hasActions && <div className="mt-2 flex justify-end gap-1 border-t pt-2">{actions(s, true)}</div>}
          </li>
        ))}
      </ul>
    );
  }

  const columns: MaybeColumn<Shown<SlotSession>>[] = [
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <>
          <Link to={paths.sessionDetail.getHref(s.id)} className="hover:underline" onClick={(e) => e.stopPropagation()}>
            {formatDate(s.session_date)}
          </Link>
          <span className="block text-xs text-muted-foreground tabular-nums">{sessionTimes(s)}</span>
        </>
      ),
    },
    { header: 'Casino', className: 'max-w-56', cell: (s) => <NameWithSyncMark name={casinoName(s)} state={s.syncState} /> },
    { header: 'Slot Machine', className: 'max-w-56 truncate', cell: slotMachineName },
    { header: 'Coin in', align: 'right', className: 'tabular-nums', cell: (s) => formatCurrency(toNumber(s.coins_in)) },
    { header: 'Free play', align: 'right', className: 'tabular-nums', cell: (s) => orDash(toNumber(s.free_play)) },
    { header: 'Money out', align: 'right', className: 'tabular-nums', cell: (s) => formatCurrency(toNumber(s.coins_out)) },
    { header: 'Hand pays', align: 'right', className: 'tabular-nums', cell: (s) => orDash(toNumber(s.jackpot_net)) },
    { header: 'Net', align: 'right', className: 'font-medium tabular-nums', cell: (s) => <NetFigure s={s} /> },
    hasActions && {
      header: 'Actions',
      align: 'right',
      className: 'py-1 whitespace-nowrap',
      cell: (s) => <div className="flex justify-end gap-1">{actions(s, false)}</div>,
    },
  ];

  return (
    <DataTable
      look="list"
      caption="Slot sessions"
      columns={columns}
      rows={sessions}
      rowKey={(s) => s.id}
      rowProps={(s) => ({ className: 'cursor-pointer', onClick: () => navigate(paths.sessionDetail.getHref(s.id)) })}
    />
  );
}
