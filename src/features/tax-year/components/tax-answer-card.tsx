import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { TaxYearRuleFor } from '@/lib/tax/tax-rules';
import { incomeWhy, taxAnswer, taxAnswerNotes } from '../lib/tax-answer';
import type { JointYear } from '../lib/joint-year';
import type { TaxYearModel } from '../lib/tax-year-model';

function Line({ label, figure, detail, note, testId }: { label: string; figure?: string; detail?: string; note: string; testId: string }) {
  return (
    <li className="space-y-1" data-testid={testId}>
      <p className="font-medium">{label}</p>
      {/* One line of 32 px, loading or not: a phone's figure (e.g. "200 forms, $512,345.00") must not wrap. */}
      {figure === undefined ? (
        <Skeleton className="h-8 w-40" />
      ) : (
        <p className="text-xl leading-8 font-bold tabular-nums sm:text-2xl" data-testid={`${testId}-figure`}>
          {figure}
        </p>
      )}
      {/* Two lines kept on a phone and in three columns (one between) while the figures load, so the notes do not jump. */}
      {detail === undefined ? (
        <Skeleton className="h-10 w-full sm:h-5 lg:h-10" />
      ) : detail ? (
        <p className="min-h-10 text-sm sm:min-h-5 lg:min-h-10" data-testid={`${testId}-detail`}>
          {detail}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{note}</p>
    </li>
  );
}

/**
 * The answer at the top of Tax Year, in three lines: what to report as gambling income, the W-2G forms and the tax
 * withheld on them, what may be deducted if the player itemises. Its heading and notes depend on the year only: the
 * cold-start shell paints them (`model` null) and the figures fill in when the year's play has loaded. A household's
 * joint year (`joint`) shows the same three lines over both players' figures.
 */
export function TaxAnswerCard({
  year,
  rules,
  model,
  joint,
  title = joint ? `Your joint ${year} answer` : `Your ${year} answer`,
}: {
  year: number;
  rules: TaxYearRuleFor;
  model: TaxYearModel | null;
  joint?: JointYear;
  /** A preparer's page names the player instead. */
  title?: string;
}) {
  const notes = taxAnswerNotes(year, rules.w2gSlotThreshold);
  const answer = joint
    ? taxAnswer({ year, gains: joint.totals.gains, w2g: joint.w2g, loss: joint.loss })
    : model
      ? taxAnswer({ year, gains: model.grouped.totals.gains, w2g: model.w2g, loss: model.loss })
      : null;
  const why = !joint && model?.income ? incomeWhy(model.income, year) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {joint
            ? `Three figures for your joint return (married filing jointly), from the sessions and W-2Gs of ${joint.players.map((p) => p.name).join(' and ')}.`
            : 'Three figures for your tax return, from your sessions and W-2Gs.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Why the income to report is not the W-2G total in hand, first: the reason must not wait inside "Why?". */}
        {why && (
          <p className="mb-5 border-l-4 border-primary bg-secondary/40 py-2 pr-2 pl-3 text-sm font-medium" data-testid="answer-why">
            {why}
          </p>
        )}
        <ol className="space-y-5 lg:grid lg:grid-cols-3 lg:gap-6 lg:space-y-0">
          <Line label="Report as gambling income" figure={answer?.income} detail="" note={notes.income} testId="answer-income" />
          <Line
            label="W-2G forms and tax withheld"
            figure={answer?.w2g.figure}
            detail={answer?.w2g.detail}
            note={notes.w2g}
            testId="answer-w2g"
          />
          <Line
            label="Losses you may deduct if you itemise"
            figure={answer?.deduction.figure}
            detail={answer?.deduction.detail}
            note={notes.deduction}
            testId="answer-deduction"
          />
        </ol>
        <p className="mt-5 text-sm text-muted-foreground" data-testid="answer-costs">
          {notes.costs}
        </p>
      </CardContent>
    </Card>
  );
}
