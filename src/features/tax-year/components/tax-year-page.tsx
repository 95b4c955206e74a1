import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { useExportDiaryPdf } from '../api/export-diary-pdf';
import { useTaxYear } from '../api/get-tax-year';
import type { WinLossStatement } from '../api/win-loss-statements';
import { diaryCsv, diaryFileName } from '../lib/diary';
import { taxRulesForYear } from '@/lib/tax/tax-rules';
import type { TaxYearModel } from '../lib/tax-year-model';
import { FIRST_TAX_YEAR, taxYearFromParam } from '../lib/tax-year-choice';
import { Fold } from './fold';
import { HouseholdChoice } from './household-choice';
import { ReconciliationCard, SessionCards, WhyCards } from './folded-parts';
import { GapList } from './gap-list';
import { ShareWithPreparer } from './share-with-preparer';
import { TaxAnswerCard } from './tax-answer-card';
import { TaxYearHeader } from './tax-year-header';

/** /tax-year: one calendar year for the tax return (default: the last complete year until April 15, then the current one). */
export function TaxYearPage() {
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const year = taxYearFromParam(params.get('year'));
  const { model, statements, error } = useTaxYear(year);
  // A heavy year's cards are rendered in the background (a transition React slices and interrupts for input) once
  // its model is in, not in one long task. A deferred model of another year is not shown (the heading would not match).
  const deferred = useDeferredValue(model);
  const shown = deferred && deferred.year === year ? deferred : null;

  const years: number[] = [];
  for (let y = current; y >= FIRST_TAX_YEAR; y--) years.push(y);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <title>{`Tax Year ${year} · Slot Play Tracker`}</title>
      <TaxYearHeader year={year} years={years} current={current} onYearChange={(y) => setParams({ year: String(y) })} />

      {error ? (
        <Card>
          <CardContent role="alert">Failed to load the tax year. Please try again.</CardContent>
        </Card>
      ) : (
        <HouseholdChoice year={year} model={shown}>
          <TaxYearBody year={year} model={shown} statements={statements} />
        </HouseholdChoice>
      )}
    </div>
  );
}

/**
 * The answer (three figures) and the gaps to fix, then the diary's exports; the rules, sources, W-2G tables,
 * sessions, months and reconciliation are folded below and rendered only when opened.
 */
function TaxYearBody({ year, model, statements }: { year: number; model: TaxYearModel | null; statements: WinLossStatement[] }) {
  const pdf = useExportDiaryPdf();

  const downloadPdf = () => {
    if (!model) return;
    pdf.mutate(model.diary, {
      onSuccess: (blob) => {
        downloadBlob(blob, diaryFileName(year, 'pdf'));
        toast.success('Diary PDF downloaded');
      },
    });
  };

  return (
    <>
      {/* Its heading and notes depend on the year only: on screen at once, the same element once the figures are in. */}
      <TaxAnswerCard year={year} rules={model?.rules ?? taxRulesForYear(year)} model={model} />
      {!model ? (
        <div className="space-y-3" aria-busy="true" role="status" aria-label="Loading tax year">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Gaps to fix before filing</CardTitle>
            </CardHeader>
            <CardContent>
              <GapList gaps={model.gaps} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Gambling diary {year}</CardTitle>
              <CardDescription>
                Keep it with your return: each session with its casino and address, what you won and lost, and your W-2Gs. Its Session rows
                add up to the figures above.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => downloadCsv(diaryCsv(model.diary), diaryFileName(year, 'csv'))}>
                <Download aria-hidden /> Diary CSV
              </Button>
              <Button onClick={downloadPdf} disabled={pdf.isPending}>
                <FileText aria-hidden /> {pdf.isPending ? 'Generating PDF...' : 'Diary PDF'}
              </Button>
              <ShareWithPreparer year={year} />
            </CardContent>
          </Card>

          <Fold summary="Why? How these figures are worked out" hint="The session method, your W-2G forms, the loss rule and the sources">
            {() => <WhyCards year={year} model={model} />}
          </Fold>
          <Fold
            summary="Show every session"
            hint={`The ${model.grouped.sessions.length} session${model.grouped.sessions.length === 1 ? '' : 's'} of ${year} by casino and day, and the net result by month`}
          >
            {() => <SessionCards year={year} model={model} />}
          </Fold>
          <Fold
            summary="Check against a casino's win/loss statement"
            hint="Your W-2Gs and sessions at each casino, beside the casino's own figure"
          >
            {() => <ReconciliationCard year={year} model={model} statements={statements} />}
          </Fold>
        </>
      )}
    </>
  );
}
