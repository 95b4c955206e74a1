import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SyncMark } from '@/components/ui/sync-mark';
import { formatDate } from '@/lib/dates';
import { formatCurrency } from '@/lib/money';
import type { TripReport } from '../api/trip-report';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import type { Shown } from '@/lib/offline/define-write';
import { compDelete } from '../writes/comp-delete';
import { costDelete } from '../writes/cost-delete';
import { compLabel, costLabel } from '../lib/trip-words';
import { TripMoneyDialog } from './trip-money-dialog';

type Item = Shown<{ id: string; kind: string; note: string | null; casino_name: string | null; casino_session_date: string | null }> & {
  amount: number;
};

/** The trip's costs and comps (on the trip or on one of its casino sessions), each with Remove; Add cost / Add comp. */
export function TripMoney({
  report,
}: {
  report: TripReport & { costs: Shown<TripReport['costs'][number]>[]; comps: Shown<TripReport['comps'][number]>[] };
}) {
  const [adding, setAdding] = useState<'cost' | 'comp' | null>(null);
  const [removing, setRemoving] = useState<{ what: 'cost' | 'comp'; id: string; name: string } | null>(null);
  const removeCost = useOutboxSave(costDelete);
  const removeComp = useOutboxSave(compDelete);
  const remove = () => {
    if (removing?.what === 'cost') removeCost.save(removing.id);
    else if (removing) removeComp.save(removing.id);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Costs and comps</CardTitle>
        <CardDescription>Hotel, travel, food, fees, and what the casinos gave you. None of it is a gambling win or loss.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-2">
        <List
          title="Costs"
          items={report.costs.map((c) => ({ ...c, amount: c.amount }))}
          label={costLabel}
          total={report.totals.costs}
          empty="No costs yet."
          onRemove={(id, name) => setRemoving({ what: 'cost', id, name })}
          onAdd={() => setAdding('cost')}
          addLabel="Add cost"
        />
        <List
          title="Comps"
          items={report.comps.map((c) => ({ ...c, amount: c.value }))}
          label={compLabel}
          total={report.totals.comps}
          empty="No comps yet."
          onRemove={(id, name) => setRemoving({ what: 'comp', id, name })}
          onAdd={() => setAdding('comp')}
          addLabel="Add comp"
        />
      </CardContent>
      <TripMoneyDialog what={adding} report={report} onOpenChange={(open) => !open && setAdding(null)} />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove this ${removing?.what ?? 'cost'}?`}
        description={`${removing?.name ?? ''} will be removed from the trip.`}
        confirmLabel="Remove"
        destructive
        onConfirm={remove}
      />
    </Card>
  );
}

function List({
  title,
  items,
  label,
  total,
  empty,
  onRemove,
  onAdd,
  addLabel,
}: {
  title: string;
  items: Item[];
  label(kind: string): string;
  total: number;
  empty: string;
  onRemove(id: string, name: string): void;
  onAdd(): void;
  addLabel: string;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden /> {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {items.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-2 p-2" data-testid={`trip-${title.toLowerCase().slice(0, -1)}`}>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-1 font-medium">
                  {label(c.kind)}
                  <SyncMark state={c.syncState} />
                </p>
                <p className="text-muted-foreground">
                  {[
                    c.casino_name && c.casino_session_date ? `${c.casino_name}, ${formatDate(c.casino_session_date)}` : 'The whole trip',
                    c.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <span className="font-semibold tabular-nums">{formatCurrency(c.amount)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Remove ${label(c.kind)} ${formatCurrency(c.amount)}`}
                  onClick={() => onRemove(c.id, `${label(c.kind)} ${formatCurrency(c.amount)}`)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        Total: <span className="font-semibold tabular-nums">{formatCurrency(total)}</span>
        {items.some((c) => c.syncState) && <span className="text-muted-foreground"> (those waiting count once synced)</span>}
      </p>
    </section>
  );
}
