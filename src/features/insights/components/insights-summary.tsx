import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatSignedCurrency, formatSignedWholeDollars, formatWholeDollars, netColorClass } from '@/lib/money';
import { formatCount } from '@/lib/number-format';
import { cn } from '@/lib/utils';
import type { InsightFigures, PlayInsights } from '../api/get-play-insights';
import { percentLabel, playedLabel, rateCell } from '../lib/insight-rows';
import { anyTooFew, rateOf, shownRate, TOO_FEW_NOTE, type RateKind } from '../lib/rates';

type Line = { name: string; value(f: InsightFigures): ReactNode; net?(f: InsightFigures): number | null };

/** A rate's value on one line; 'Too few (7)' may wrap after 'few', so the four columns still fit a 360 px phone. */
function rate(kind: RateKind, f: InsightFigures, format: (n: number) => string): ReactNode {
  const r = rateOf(kind, f);
  return r && 'tooFew' in r ? <span className="whitespace-normal">{rateCell(kind, f, format)}</span> : rateCell(kind, f, format);
}

const LINES: Line[] = [
  { name: 'Sessions', value: (f) => formatCount(f.sessions) },
  { name: 'Time played', value: (f) => (f.timed_sessions ? playedLabel(f.minutes) : '–') },
  { name: 'Own money in', value: (f) => formatWholeDollars(f.money_in) },
  { name: 'Money out + hand pays', value: (f) => formatWholeDollars(f.money_out) },
  { name: 'Net', value: (f) => formatSignedWholeDollars(f.net), net: (f) => f.net },
  { name: 'Return %', value: (f) => rate('return', f, percentLabel) },
  { name: 'Winning sessions', value: (f) => percentLabel(f.win_share_pct) },
  { name: 'Average per session', value: (f) => formatSignedCurrency(f.avg_net), net: (f) => f.avg_net },
  { name: 'Per hour played', value: (f) => rate('per_hour', f, formatSignedCurrency), net: (f) => shownRate('per_hour', f) },
  { name: 'Biggest win', value: (f) => (f.biggest_win == null ? '–' : formatWholeDollars(f.biggest_win)) },
  { name: 'W2Gs', value: (f) => formatCount(f.w2g_count) },
];

function Cell({ line, f }: { line: Line; f: InsightFigures | null }) {
  if (!f) return <td className="px-1.5 py-1.5 sm:px-2 text-right text-muted-foreground">No play</td>;
  return (
    <td className={cn('px-1.5 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-2', line.net && netColorClass(line.net(f)))}>
      {line.value(f)}
    </td>
  );
}

/** The period's figures beside the same dates a year earlier and all time. */
export function InsightsSummary({ data, hasPrevious }: { data: PlayInsights; hasPrevious: boolean }) {
  const untimed = data.period ? data.period.sessions - data.period.timed_sessions : 0;
  const tooFew = anyTooFew(['return', 'per_hour'], [data.period, hasPrevious ? data.previous : null, data.lifetime]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your figures</CardTitle>
        <CardDescription>
          Own money in is the coin in less the casino's free play; money out includes the hand pays (and tax withheld from a jackpot the
          machine paid). So money out + hand pays − own money in = net, each slot session's result, as on Home (which shows Coin In with its
          free play, and the hand pays apart) and in the Tax Year. Return % is money out + hand pays ÷ own money in. A jackpot linked to a
          session counts with that session.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {/* Small type and padding on a phone: the four columns fit 360 px without a sideways scroll. */}
        <div>
          <table className="w-full text-xs sm:text-sm">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="px-1.5 py-1.5 sm:px-2 text-left font-medium">
                  <span className="sr-only">Figure</span>
                </th>
                <th scope="col" className="px-1.5 py-1.5 sm:px-2 text-right font-medium">
                  This period
                </th>
                {hasPrevious && (
                  <th scope="col" className="px-1.5 py-1.5 sm:px-2 text-right font-medium">
                    A year earlier
                  </th>
                )}
                <th scope="col" className="px-1.5 py-1.5 sm:px-2 text-right font-medium">
                  All time
                </th>
              </tr>
            </thead>
            <tbody>
              {LINES.map((line) => (
                <tr key={line.name} className="border-b last:border-0">
                  <th scope="row" className="px-1.5 py-1.5 sm:px-2 text-left font-normal">
                    {line.name}
                  </th>
                  <Cell line={line} f={data.period} />
                  {hasPrevious && <Cell line={line} f={data.previous} />}
                  <Cell line={line} f={data.lifetime} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {tooFew && <p className="text-sm text-muted-foreground">{TOO_FEW_NOTE}</p>}
        {untimed > 0 && (
          <p className="text-sm text-muted-foreground">
            {untimed === 1 ? '1 session has' : `${untimed} sessions have`} no start and end times: counted in everything except time played
            and per hour.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
