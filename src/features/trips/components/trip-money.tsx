import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
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
import { TripMoneyDialog, type MoneyEditing } from './trip-money-dialog';
import type { Comp, Cost } from '../writes/rows';

type Item = Shown<{ id: string; kind: string; note: string | null; casino_name: string | null; casino_session_date: string | null }> & {
  amount: number;
  /** A fee typed in Add Cash: counted here, changed only in its casino session's Add Cash. */
  fromAddCash?: boolean;
};

/**
 * The trip's costs and comps (on the trip or on one of its casino sessions), each with Edit and Remove, and the fees
 * typed in Add Cash on its casino sessions (counted, not changed here); Add cost / Add comp.
 */
export function TripMoney({
  report,
}: {
  report: TripReport & { costs: Shown<TripReport['costs'][number]>[]; comps: Shown<TripReport['comps'][number]>[] };
}) {
  const [editing, setEditing] = useState<MoneyEditing | null>(null);
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
          items={report.costs.map((c) => ({ ...c, amount: c.amount, fromAddCash: c.from_add_cash }))}
          label={costLabel}
          total={report.totals.costs}
          empty="No costs yet."
          onEdit={(id) => setEditing({ what: 'cost', row: report.costs.find((c) => c.id === id) as Cost })}
          onRemove={(id, name) => setRemoving({ what: 'cost', id, name })}
          onAdd={() => setEditing({ what: 'cost' })}
          addLabel="Add cost"
        />
        <List
          title="Comps"
          items={report.comps.map((c) => ({ ...c, amount: c.value }))}
          label={compLabel}
          total={report.totals.comps}
          empty="No comps yet."
          onEdit={(id) => setEditing({ what: 'comp', row: report.comps.find((c) => c.id === id) as Comp })}
          onRemove={(id, name) => setRemoving({ what: 'comp', id, name })}
          onAdd={() => setEditing({ what: 'comp' })}
          addLabel="Add comp"
        />
      </CardContent>
      <TripMoneyDialog editing={editing} report={report} onOpenChange={(open) => !open && setEditing(null)} />
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
  onEdit,
  onRemove,
  onAdd,
  addLabel,
}: {
  title: string;
  items: Item[];
  label(kind: string): string;
  total: number;
  empty: string;
  onEdit(id: string): void;
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
                    c.fromAddCash && 'Add Cash',
                    c.casino_name && c.casino_session_date ? `${c.casino_name}, ${formatDate(c.casino_session_date)}` : 'The whole trip',
                    c.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <span className="font-semibold tabular-nums">{formatCurrency(c.amount)}</span>
                {!c.fromAddCash && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit ${label(c.kind)} ${formatCurrency(c.amount)}`}
                      onClick={() => onEdit(c.id)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Remove ${label(c.kind)} ${formatCurrency(c.amount)}`}
                      onClick={() => onRemove(c.id, `${label(c.kind)} ${formatCurrency(c.amount)}`)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </>
                )}
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
