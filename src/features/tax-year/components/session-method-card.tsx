import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency, formatSignedCurrency, netColorClass } from '@/lib/money';
import { incomeLineFor } from '@/lib/tax/tax-rules';
import type { TaxYearModel } from '../lib/tax-year-model';
import { Figure } from './figure';

/** The session method's totals and where each figure goes on the return (the sessions themselves: SessionTable). */
export function SessionMethodCard({ model }: { model: TaxYearModel }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session method</CardTitle>
        <CardDescription>
          IRS Notice 2015-21 is a proposed safe harbour for slot play tracked electronically (e.g. a player&apos;s card): one session per
          casino per calendar day; a session wins or loses by what you leave with.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Total session gains" value={formatCurrency(model.grouped.totals.gains)} className="text-success" />
          <Figure label="Total session losses" value={formatCurrency(model.grouped.totals.losses)} className="text-destructive" />
          <Figure label="Winning sessions" value={String(model.grouped.totals.winning)} />
          <Figure label="Losing sessions" value={String(model.grouped.totals.losing)} />
        </dl>
        <p className="text-sm">
          Net result (not what you report):{' '}
          <span className={netColorClass(model.grouped.totals.net)}>{formatSignedCurrency(model.grouped.totals.net)}</span> over{' '}
          {model.grouped.totals.sessions} sessions.
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Gains are gambling income ({incomeLineFor(model.year)}).</li>
          <li>Losses are an itemised deduction (Schedule A, line 16), and nothing if you take the standard deduction.</li>
          <li>
            Tax withheld on a W-2G is a tax payment, not a gambling loss: it is added back to the session the jackpot was won in. A W-2G
            with no play logged that day counts as a gain of its amount until you log the session.
          </li>
          <li>A casino session past midnight or over several days is split by calendar day: each dollar counts once, in one tax year.</li>
        </ul>
        <p className="text-sm text-muted-foreground">
          Why W-2G totals are not session results: a jackpot is usually played back into the machine the same day, so the session keeps only
          what was left when you stopped.
        </p>
      </CardContent>
    </Card>
  );
}
