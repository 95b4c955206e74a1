import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { TripReport } from '../api/trip-report';

const hhmm = (t: string | null) => (t ?? '').slice(0, 5);
const right = 'text-right tabular-nums';

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
          <Table>
            <caption className="sr-only">Sessions of the trip</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Day</TableHead>
                <TableHead scope="col">Casino</TableHead>
                <TableHead scope="col" className="text-right">
                  Result
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.sessions.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>No play recorded on these days yet.</TableCell>
                </TableRow>
              ) : (
                report.sessions.map((s) => (
                  <TableRow key={`${s.date}|${s.casino_id ?? ''}`} data-testid="trip-session">
                    <TableCell>{formatDate(s.date)}</TableCell>
                    <TableCell>{s.casino_name ?? 'No casino recorded'}</TableCell>
                    <TableCell className={cn(right, netColorClass(s.net))}>{formatSignedCurrency(s.net)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
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
                <Table>
                  <caption className="mb-1 caption-top text-left text-sm font-medium max-md:block">Casino sessions</caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Arrival</TableHead>
                      <TableHead scope="col">Casino</TableHead>
                      <TableHead scope="col" className="text-right">
                        Cash in
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Cash out
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Net
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {report.casino_sessions.map((v) => (
                      <TableRow key={v.id}>
                        <TableCell className="whitespace-nowrap">
                          {formatDate(v.arrival_date)} {hhmm(v.arrival_time)}
                        </TableCell>
                        <TableCell>{v.casino_name ?? 'Unknown Casino'}</TableCell>
                        <TableCell className={right}>{formatCurrency(v.cash_in)}</TableCell>
                        <TableCell className={right}>{v.final_cash === null ? 'Open' : formatCurrency(v.final_cash)}</TableCell>
                        <TableCell className={cn(right, netColorClass(v.net))}>
                          {v.net === null ? '-' : formatSignedCurrency(v.net)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            {report.slot_sessions.length > 0 && (
              <div className="overflow-x-auto">
                <Table>
                  <caption className="mb-1 caption-top text-left text-sm font-medium max-md:block">Slot sessions</caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Start</TableHead>
                      <TableHead scope="col">Casino and machine</TableHead>
                      <TableHead scope="col" className="text-right">
                        Coin in
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Free play
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Money out
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Hand pays
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Net
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {report.slot_sessions.map((s) => (
                      <TableRow key={s.id}>
                        <TableCell className="whitespace-nowrap">
                          <Link className="underline" to={paths.sessionDetail.getHref(s.id)}>
                            {formatDate(s.session_date)} {hhmm(s.session_time)}
                          </Link>
                        </TableCell>
                        <TableCell>{[s.casino_name ?? 'Unknown Casino', s.machine].filter(Boolean).join(' · ')}</TableCell>
                        <TableCell className={right}>{formatCurrency(s.money_in)}</TableCell>
                        <TableCell className={right}>{s.free_play > 0 ? formatCurrency(s.free_play) : '-'}</TableCell>
                        <TableCell className={right}>{formatCurrency(s.money_out)}</TableCell>
                        <TableCell className={right}>{s.jackpot_net !== 0 ? formatCurrency(s.jackpot_net) : '-'}</TableCell>
                        <TableCell className={cn(right, netColorClass(s.result))}>{formatSignedCurrency(s.result)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
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
