import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatWholeDollars } from '@/lib/money';
import type { TaxYearRuleFor } from '@/lib/tax/tax-rules';
import type { TaxYearModel } from '../lib/tax-year-model';
import { Figure } from './figure';
import { W2gTable } from './w2g-table';

/**
 * The year's W-2G forms (the jackpots the casino gave a form for: by default those at or above the threshold) and,
 * apart, the jackpots with no form. Its heading and
 * the rule it explains depend on the year only: they show at once, the figures (`model`) when the year's play
 * has loaded (a heavy year is thousands of rows; the screen's largest text need not wait for them).
 */
export function W2gFormsCard({ year, rules, model }: { year: number; rules: TaxYearRuleFor; model: TaxYearModel | null }) {
  const obbba = year >= 2026;
  return (
    <Card>
      <CardHeader>
        <CardTitle>W-2G forms {year}</CardTitle>
        <CardDescription>
          A casino gives you a W-2G (the payer is the casino) for a slot jackpot of {formatWholeDollars(rules.w2gSlotThreshold)} or more
          paid in {year}
          {obbba ? ' (the threshold set by the 2025 tax law (One Big Beautiful Bill Act), indexed for inflation after 2026)' : ''}
          {rules.assumed ? ` (the ${rules.lastKnownYear} amount: the inflation-indexed figure is not in the table yet)` : ''}.
        </CardDescription>
      </CardHeader>
      {model ? <W2gFormsFigures year={year} model={model} /> : <Skeleton className="mx-6 h-40" />}
    </Card>
  );
}

function W2gFormsFigures({ year, model }: { year: number; model: TaxYearModel }) {
  return (
    <CardContent className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="W-2G forms" value={String(model.w2g.count)} />
        <Figure label="Total on W-2G forms" value={formatCurrency(model.w2g.totalWon)} />
        <Figure label="Federal tax withheld" value={formatCurrency(model.w2g.federalWithheld)} />
        <Figure
          label="State tax withheld"
          value={model.w2g.stateWithheld === null ? 'Not recorded' : formatCurrency(model.w2g.stateWithheld)}
        />
      </dl>
      {model.w2g.stateWithheld !== null && model.w2g.stateNotRecorded > 0 ? (
        <p className="text-sm">
          {model.w2g.stateNotRecorded} W-2G form{model.w2g.stateNotRecorded === 1 ? '' : 's'} without the state figures (boxes 13-15): add
          them on the jackpot.
        </p>
      ) : null}
      <W2gTable
        jackpots={model.w2g.met}
        caption={`W-2G forms ${year}`}
        empty={`No W-2G form recorded in ${year}: a jackpot you were given a form for is marked "The casino gave me a W2G form".`}
      />
      <h3 className="pt-2 font-medium">Below the W-2G threshold: no form is issued, still taxable income</h3>
      <p className="text-sm" data-testid="below-threshold">
        {model.w2g.below.length} jackpot{model.w2g.below.length === 1 ? '' : 's'} with no form, {formatCurrency(model.w2g.belowTotal)} in
        all. They are inside your session results below.
      </p>
      {model.w2g.below.length > 0 ? (
        <W2gTable jackpots={model.w2g.below} caption={`Jackpots below the W-2G threshold ${year}`} empty="" />
      ) : null}
    </CardContent>
  );
}
