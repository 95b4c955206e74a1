import { RefreshCw, Wrench } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/utils';
import {
  isMostlyMissing,
  MISSING_FIELDS,
  percentComplete,
  percentOf,
  QUALITY_BANDS,
  qualityBand,
  qualityTone,
  TONE_BAR,
  TONE_TEXT,
  type QualityBand,
} from '../lib/quality';
import { useDataQualitySummary } from '../api/get-data-quality-summary';
import { useRecalculateQualityScoresMutation } from '../api/recalculate-quality-scores';

const BAND_TEXT: Record<QualityBand, string> = {
  excellent: 'text-success',
  good: 'text-info',
  fair: 'text-warning',
  poor: 'text-destructive',
};

function Bar({ percent, className }: { percent: number; className: string }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-secondary" aria-hidden>
      <div className={cn('h-full rounded-full', className)} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
    </div>
  );
}

/** Data Quality tab: average and bands, missing-data analysis and the casinos needing attention (rpc get_data_quality_summary). */
export function DataQualityTab({ onImprove }: { onImprove: (casinoId: string) => void }) {
  const summary = useDataQualitySummary();
  const recalc = useRecalculateQualityScoresMutation();
  const avgTone = qualityTone(summary.data?.average ?? 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Data Quality Dashboard</h2>
          <p className="text-sm text-muted-foreground">How complete the casino directory is, scored 0-100 per casino.</p>
        </div>
        <Button
          onClick={() =>
            recalc.mutate(undefined, {
              onSuccess: () => toast.success('Success', { description: 'Data quality scores have been recalculated' }),
            })
          }
          disabled={recalc.isPending}
          className="w-fit"
        >
          {recalc.isPending ? <Spinner label="Recalculating" /> : <RefreshCw aria-hidden />}
          Recalculate Scores
        </Button>
      </div>

      <QueryState query={summary} loading="Loading data quality" error="Failed to load data quality figures.">
        {(s) => (
          <>
            <section aria-label="Quality scores" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
              <Card className="col-span-2 gap-2 py-4 lg:col-span-1">
                <CardHeader className="px-4">
                  <CardDescription className="font-medium">Average Score</CardDescription>
                </CardHeader>
                <CardContent className="space-y-2 px-4">
                  <p className={cn('text-2xl font-bold tabular-nums', TONE_TEXT[avgTone])}>
                    {s.average.toFixed(1)}
                    <span className="text-sm font-normal text-muted-foreground">/100</span>
                  </p>
                  <Bar percent={s.average} className={TONE_BAR[avgTone]} />
                </CardContent>
              </Card>
              {QUALITY_BANDS.map(({ band, label, range }) => (
                <Card key={band} className="gap-2 py-4">
                  <CardHeader className="px-4">
                    <CardDescription className="font-medium">
                      {label} <span className="text-xs">({range})</span>
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="px-4">
                    <p className={cn('text-2xl font-bold tabular-nums', BAND_TEXT[band])}>{s.bands[band]}</p>
                    <p className="text-xs text-muted-foreground">{percentOf(s.bands[band], s.total)}% of casinos</p>
                  </CardContent>
                </Card>
              ))}
            </section>

            <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
              <Card>
                <CardHeader>
                  <CardTitle>Missing Data Analysis</CardTitle>
                  <CardDescription>Casinos missing each field, out of {s.total}.</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-3">
                    {MISSING_FIELDS.map(({ key, label }) => {
                      const missing = s.missing[key];
                      const complete = percentComplete(missing, s.total);
                      const tone = qualityTone(complete);
                      return (
                        <li key={key} className="space-y-1">
                          <div className="flex items-center justify-between gap-2 text-sm">
                            <span className="font-medium">{label}</span>
                            <span className="flex items-center gap-2">
                              <span className={cn('text-xs tabular-nums', TONE_TEXT[tone])}>{complete}% complete</span>
                              <Badge variant={isMostlyMissing(missing, s.total) ? 'destructive' : 'secondary'} className="tabular-nums">
                                {missing} missing
                              </Badge>
                            </span>
                          </div>
                          <Bar percent={complete} className={TONE_BAR[tone]} />
                        </li>
                      );
                    })}
                  </ul>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle>Casinos Needing Attention</CardTitle>
                  <CardDescription>Up to 10 casinos scoring under 60, lowest first.</CardDescription>
                </CardHeader>
                <CardContent>
                  {s.needs_attention.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Every casino scores 60 or more.</p>
                  ) : (
                    <ul className="divide-y" aria-label="Casinos needing attention">
                      {s.needs_attention.map((c) => (
                        <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                          <div className="min-w-0">
                            <p className="truncate text-sm font-medium">{c.name}</p>
                            <p className="text-xs text-muted-foreground">
                              {[c.city, c.state].filter(Boolean).join(', ') || 'Location not specified'}
                            </p>
                          </div>
                          <div className="flex shrink-0 items-center gap-2">
                            <span className={cn('text-sm font-semibold tabular-nums', BAND_TEXT[qualityBand(c.data_quality_score)])}>
                              {c.data_quality_score}
                            </span>
                            <Button size="sm" variant="outline" onClick={() => onImprove(c.id)} aria-label={`Improve ${c.name}`}>
                              <Wrench aria-hidden />
                              Improve
                            </Button>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
