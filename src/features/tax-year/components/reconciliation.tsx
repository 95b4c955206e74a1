import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/hooks/use-auth';
import { formatCurrency, formatSignedCurrency, parseMoneyInput } from '@/lib/money';
import { cn } from '@/lib/utils';
import { moneyTextSchema } from '@/lib/money-schema';
import { useDeleteWinLossStatement, useSaveWinLossStatement, type WinLossStatement } from '../api/win-loss-statements';
import type { ReconciliationRow } from '../lib/reconcile';

const statementSchema = z.object({
  casinoId: z.string().min(1, 'Casino is required'),
  direction: z.enum(['won', 'lost']),
  amount: moneyTextSchema('Statement figure'),
});
type StatementValues = z.infer<typeof statementSchema>;

const maybe = (n: number | null) => (n === null ? '-' : formatSignedCurrency(n));

function Row({ r, total = false }: { r: ReconciliationRow; total?: boolean }) {
  const cell = cn('text-right tabular-nums', total && 'font-semibold');
  return (
    <TableRow className={total ? 'border-t-2' : undefined}>
      <TableHead scope="row" className={total ? 'font-semibold' : 'font-normal'}>
        {r.casinoName}
      </TableHead>
      <TableCell className={cell}>{formatCurrency(r.w2gTotal)}</TableCell>
      <TableCell className={cell}>{formatCurrency(r.gains)}</TableCell>
      <TableCell className={cell}>{formatCurrency(r.losses)}</TableCell>
      <TableCell className={cell}>{formatSignedCurrency(r.net)}</TableCell>
      <TableCell className={cell}>{maybe(r.statement)}</TableCell>
      <TableCell className={cell}>{maybe(r.difference)}</TableCell>
    </TableRow>
  );
}

/** W-2G total, session gains, losses and net per casino and in total, beside the casino's own statement figure. */
export function Reconciliation({
  year,
  rows,
  total,
  statements,
}: {
  year: number;
  rows: ReconciliationRow[];
  total: ReconciliationRow;
  statements: WinLossStatement[];
}) {
  const { user } = useAuth();
  const save = useSaveWinLossStatement();
  const remove = useDeleteWinLossStatement();
  const casinos = rows.filter((r) => r.casinoId !== null);
  const form = useForm<StatementValues>({
    resolver: zodResolver(statementSchema),
    defaultValues: { casinoId: '', direction: 'lost', amount: '' },
  });
  const onSubmit = (v: StatementValues) => {
    if (!user || save.isPending) return;
    const amount = parseMoneyInput(v.amount) ?? 0;
    save.mutate(
      { userId: user.id, casinoId: v.casinoId, taxYear: year, netWinLoss: v.direction === 'won' ? amount : -amount },
      {
        onSuccess: () => {
          toast.success('Statement figure saved');
          form.reset({ casinoId: '', direction: 'lost', amount: '' });
        },
      },
    );
  };
  const yearStatements = statements.filter((s) => s.tax_year === year);

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <Table>
          <caption className="sr-only">Reconciliation by casino, {year}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Casino</TableHead>
              <TableHead scope="col" className="text-right">
                W-2G total
              </TableHead>
              <TableHead scope="col" className="text-right">
                Session gains
              </TableHead>
              <TableHead scope="col" className="text-right">
                Session losses
              </TableHead>
              <TableHead scope="col" className="text-right">
                Net
              </TableHead>
              <TableHead scope="col" className="text-right">
                Casino statement
              </TableHead>
              <TableHead scope="col" className="text-right">
                Difference
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>No play or W-2G recorded in {year}.</TableCell>
              </TableRow>
            ) : (
              rows.map((r) => <Row key={r.casinoId ?? 'none'} r={r} />)
            )}
            <Row r={total} total />
          </TableBody>
        </Table>
      </div>
      <p className="text-sm text-muted-foreground">
        Why a statement and your diary differ: a casino&apos;s win/loss statement is an estimate from your player&apos;s card (play without
        the card, cash games and hand pays may be missing); it can corroborate your diary but does not replace it. The difference is the
        statement minus your session net.
      </p>
      <p className="text-sm text-muted-foreground" data-testid="reconciliation-free-play">
        Free play: a casino&apos;s statement may count the free play you used as coin-in (money you wagered and lost); your sessions count
        only your own money in, so the statement can show a larger loss than your diary.
      </p>
      {casinos.length > 0 && (
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(onSubmit)}
            className="grid gap-3 sm:grid-cols-4 sm:items-end"
            noValidate
            aria-label="Casino win/loss statement"
          >
            <SelectField<StatementValues, 'casinoId'>
              name="casinoId"
              label="Casino"
              placeholder="Choose a casino"
              options={casinos.map((c) => ({ value: c.casinoId ?? '', label: c.casinoName }))}
            />
            <SelectField<StatementValues, 'direction'>
              name="direction"
              label="The statement says you"
              options={[
                { value: 'lost', label: 'Lost' },
                { value: 'won', label: 'Won' },
              ]}
            />
            <MoneyField<StatementValues, 'amount'> name="amount" label="Statement figure" />
            <SubmitButton pending={save.isPending}>Save statement figure</SubmitButton>
          </form>
        </Form>
      )}
      {yearStatements.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Statement figures entered">
          {yearStatements.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2">
              {s.casino?.name ?? 'Casino'}: {formatSignedCurrency(Number(s.net_win_loss))}
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove the ${s.casino?.name ?? ''} statement figure`}
                onClick={() => remove.mutate({ id: s.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
