import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency } from '@/lib/money';
import type { TaxYearModel } from '../lib/tax-year-model';

/** The deductible losses estimate by the year's rule, with its arithmetic. */
export function LossEstimateCard({ year, model }: { year: number; model: TaxYearModel }) {
  const obbba = year >= 2026;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deductible losses estimate</CardTitle>
        <CardDescription>For someone who itemises (itemise = list deductions on Schedule A). An estimate, not tax advice.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-2xl font-bold tabular-nums" data-testid="deductible-estimate">
          {formatCurrency(model.loss.deductible)}
        </p>
        <p className="text-sm">
          Rule applied: {model.loss.rule}
          {model.loss.assumed ? ` (the ${model.rules.lastKnownYear} rule; later changes are not in the table yet)` : ''}
        </p>
        {obbba ? <p className="text-sm">The 90% limit comes from the 2025 tax law (One Big Beautiful Bill Act).</p> : null}
        <p className="text-sm text-muted-foreground">
          Losses {formatCurrency(model.loss.losses)} x {Math.round(model.loss.rate * 100)}% = {formatCurrency(model.loss.allowedBeforeCap)}
          {model.loss.cappedAtGains ? `, capped at gains of ${formatCurrency(model.loss.gains)}` : ''}.
        </p>
      </CardContent>
    </Card>
  );
}
