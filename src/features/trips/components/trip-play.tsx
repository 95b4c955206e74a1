import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { TripReport } from '../api/trip-report';

const hhmm = (t: string | null) => (t ?? '').slice(0, 5);
const NUM = 'tabular-nums';
const SHOWN_CAPTION = 'mb-1 caption-top text-left text-sm font-medium max-md:block';

const DAY_COLUMNS: Column<TripReport['sessions'][number]>[] = [
  { header: 'Day', cell: (s) => formatDate(s.date) },
  { header: 'Casino', cell: (s) => s.casino_name ?? 'No casino recorded' },
  { header: 'Result', align: 'right', className: (s) => cn(NUM, netColorClass(s.net)), cell: (s) => formatSignedCurrency(s.net) },
];

const CASINO_SESSION_COLUMNS: Column<TripReport['casino_sessions'][number]>[] = [
  { header: 'Arrival', className: 'whitespace-nowrap', cell: (v) => `${formatDate(v.arrival_date)} ${hhmm(v.arrival_time)}` },
  { header: 'Casino', cell: (v) => v.casino_name ?? 'Unknown Casino' },
  { header: 'Cash in', align: 'right', className: NUM, cell: (v) => formatCurrency(v.cash_in) },
  { header: 'Cash out', align: 'right', className: NUM, cell: (v) => (v.final_cash === null ? 'Open' : formatCurrency(v.final_cash)) },
  {
    header: 'Net',
    align: 'right',
    className: (v) => cn(NUM, netColorClass(v.net)),
    cell: (v) => (v.net === null ? '-' : formatSignedCurrency(v.net)),
  },
];

const SLOT_SESSION_COLUMNS: Column<TripReport['slot_sessions'][number]>[] = [
  {
    header: 'Start',
    className: 'whitespace-nowrap',
    cell: (s) => (
      <Link className="underline" to={paths.sessionDetail.getHref(s.id)}>
        {formatDate(s.session_date)} {hhmm(s.session_time)}
      </Link>
    ),
  },
  { header: 'Casino and machine', cell: (s) => [s.casino_name ?? 'Unknown Casino', s.machine].filter(Boolean).join(' · ') },
  { header: 'Coin in', align: 'right', className: NUM, cell: (s) => formatCurrency(s.money_in) },
  { header: 'Free play', align: 'right', className: NUM, cell: (s) => (s.free_play > 0 ? formatCurrency(s.free_play) : '-') },
  { header: 'Money out', align: 'right', className: NUM, cell: (s) => formatCurrency(s.money_out) },
  { header: 'Hand pays', align: 'right', className: NUM, cell: (s) => (s.jackpot_net !== 0 ? formatCurrency(s.jackpot_net) : '-') },
  { header: 'Net', align: 'right', className: (s) => cn(NUM, netColorClass(s.result)), cell: (s) => formatSignedCurrency(s.result) },
];

/** The trip's sessions (one per casino per day, as Tax Year counts them) and the play they come from. */
export function TripPlay({ report }: { report: TripReport }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Sessions by casino and day</CardTitle>
          <CardDescription>One session per casino per calendar day, as on your Tax Year: these add up to the gambling net.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <DataTable
            caption="Sessions of the trip"
            columns={DAY_COLUMNS}
            rows={report.sessions}
            rowKey={(s) => `${s.date}|${s.casino_id ?? ''}`}
            rowProps={() => ({ 'data-testid': 'trip-session' })}
            empty="No play recorded on these days yet."
          />
        </CardContent>
      </Card>
      {(report.casino_sessions.length > 0 || report.slot_sessions.length > 0 || report.w2gs.length > 0) && (
        <Card>
          <CardHeader>
            <CardTitle>The play</CardTitle>
            <CardDescription>
              Casino sessions, slot sessions and W2Gs of the trip: the records the sessions above are made of.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {report.casino_sessions.length > 0 && (
              <div className="overflow-x-auto">
                <DataTable
                  caption="Casino sessions"
                  captionClassName={SHOWN_CAPTION}
                  columns={CASINO_SESSION_COLUMNS}
                  rows={report.casino_sessions}
                  rowKey={(v) => v.id}
                />
              </div>
            )}
            {report.slot_sessions.length > 0 && (
              <div className="overflow-x-auto">
                <DataTable
                  caption="Slot sessions"
                  captionClassName={SHOWN_CAPTION}
                  columns={SLOT_SESSION_COLUMNS}
                  rows={report.slot_sessions}
                  rowKey={(s) => s.id}
                />
              </div>
            )}
            {report.w2gs.length > 0 && (
              <ul className="space-y-1 text-sm" aria-label="W2G jackpots of the trip">
                {report.w2gs.map((j) => (
                  <li key={j.id}>
                    W2G {formatDate(j.date)} at {j.casino_name ?? 'Unknown Casino'}: {formatCurrency(j.amount)}
                    {j.hand_pay ? ' (hand paid)' : ''}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
