import { Info } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatWholeDollars } from '@/lib/money';
import { w2gThresholdsForRange } from '@/lib/tax/w2g-thresholds';
import type { W2gSummary } from '../api/get-w2g-summary';
import type { DateRange } from '../lib/date-range';

const years = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

/** Gross, tax withheld and net for the range, and each tax year's W2G threshold for slot jackpots. */
export function W2gTaxHelp({ range, summary }: { range: DateRange; summary: W2gSummary | undefined }) {
  const spans = w2gThresholdsForRange(range.start, range.end);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info className="size-4 text-primary" aria-hidden />
          Tax help
        </CardTitle>
        <CardDescription>
          Casinos issue a W2G form for a slot jackpot at or above the year&apos;s reporting threshold. A jackpot you have a form for is
          marked &lsquo;W2G received&rsquo;; one below the line is marked &lsquo;Below W2G threshold&rsquo;: no form, but still taxable
          income.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Gross jackpots</dt>
          <dd className="text-right font-medium tabular-nums">{summary ? formatWholeDollars(summary.total_amount) : '—'}</dd>
          <dt className="text-muted-foreground">Tax withheld</dt>
          <dd className="text-right font-medium tabular-nums">{summary ? formatWholeDollars(summary.total_tax_withheld) : '—'}</dd>
          <dt className="border-t pt-1 font-medium">Net</dt>
          <dd className="border-t pt-1 text-right font-semibold tabular-nums">{summary ? formatWholeDollars(summary.net) : '—'}</dd>
        </dl>
        <div className="text-sm">
          <h4 className="mb-1 font-medium">W2G threshold for slot jackpots</h4>
          <ul className="space-y-1">
            {spans.map((s) => (
              <li key={s.fromYear} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-muted-foreground">{years(s.fromYear, s.toYear)}</span>
                <span className="font-medium tabular-nums">{formatWholeDollars(s.amount)}</span>
                {s.assumed && (
                  <span className="basis-full text-xs text-muted-foreground">Not yet published; using the {s.lastKnownYear} amount.</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
