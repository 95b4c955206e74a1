import { useState } from 'react';
import { AlertTriangle, CheckCircle2, Clock, ClipboardCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { VALIDATION_QUEUE_SIZE, VALIDATION_STATUS_LABELS, type ValidationStatus } from '../lib/constants';
import { QUEUE_ORDER_HINT } from '../lib/validation-queue';
import { useValidationCounts, type ValidationCounts } from '../api/get-validation-counts';
import { useValidationQueue, type QueueEntry } from '../api/get-validation-queue';
import { ReviewCasinoDialog } from './review-casino-dialog';

const COUNTERS: { key: keyof ValidationCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'pending', label: 'Pending Validation', icon: Clock, tone: 'text-warning' },
  { key: 'flagged', label: 'Flagged Issues', icon: AlertTriangle, tone: 'text-destructive' },
  { key: 'validated', label: 'Validated', icon: CheckCircle2, tone: 'text-success' },
];

function statusBadgeVariant(status: string) {
  return status === 'flagged' ? 'destructive' : status === 'validated' ? 'default' : 'secondary';
}

/** Validation tab: counters, the first 10 casinos awaiting review, and the review dialog. */
export function ValidationTab() {
  const counts = useValidationCounts();
  const queue = useValidationQueue();
  const [reviewing, setReviewing] = useState<QueueEntry | null>(null);

  return (
    <div className="space-y-4">
      <section aria-label="Validation counters" className="grid gap-3 sm:grid-cols-3">
        {COUNTERS.map(({ key, label, icon: Icon, tone }) => (
          <Card key={key} className="gap-2 py-4">
            <CardHeader className="flex-row items-center justify-between px-4">
              <CardDescription className="font-medium">{label}</CardDescription>
              <Icon className={`size-4 ${tone}`} aria-hidden />
            </CardHeader>
            <CardContent className="px-4">
              {counts.isPending ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <p className={`text-2xl font-bold tabular-nums ${tone}`} aria-label={label}>
                  {counts.data?.[key] ?? '—'}
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </section>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClipboardCheck className="size-5 text-primary" aria-hidden />
            Validation Queue
          </CardTitle>
          <CardDescription>
            The first {VALIDATION_QUEUE_SIZE} casinos awaiting review. {QUEUE_ORDER_HINT}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={queue}
            loading="Loading validation queue"
            error="Failed to load the validation queue."
            isEmpty={(data) => data.length === 0}
            empty={
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
                No casinos are waiting for validation.
              </p>
            }
          >
            {(data) => (
              <ul className="divide-y rounded-lg border" aria-label="Validation queue">
                {data.map((c) => (
                  <li key={c.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{c.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {[c.city, c.state].filter(Boolean).join(', ') || 'Location not specified'}
                      </p>
                      {c.verification_notes && <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{c.verification_notes}</p>}
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <Badge variant={statusBadgeVariant(c.validation_status)}>
                        {VALIDATION_STATUS_LABELS[c.validation_status as ValidationStatus] ?? c.validation_status}
                      </Badge>
                      <Badge variant="outline" className="tabular-nums">
                        Score {c.data_quality_score}
                      </Badge>
                      <Button size="sm" onClick={() => setReviewing(c)} aria-label={`Review ${c.name}`}>
                        Review
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>

      {reviewing && <ReviewCasinoDialog casino={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}
