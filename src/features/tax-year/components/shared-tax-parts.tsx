import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, toNumber } from '@/lib/money';
import { usePreparerLinkPhotos } from '../api/preparer-link-files';
import type { TaxYearModel } from '../lib/tax-year-model';
import { W2gTable } from './w2g-table';

/** The W-2G forms of the year, then each form's photos as stored (covered), through addresses signed for this link. */
export function SharedW2gForms({ token, year, model }: { token: string; year: number; model: TaxYearModel }) {
  const withPhotos = model.w2g.met.filter((j) => j.images.length > 0);
  const photos = usePreparerLinkPhotos(token, withPhotos.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>W-2G forms</CardTitle>
        <CardDescription>
          {model.w2g.count} form{model.w2g.count === 1 ? '' : 's'} from the casinos, {formatCurrency(model.w2g.totalWon)} in all,{' '}
          {formatCurrency(model.w2g.federalWithheld)} federal tax withheld.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <W2gTable jackpots={model.w2g.met} caption={`W-2G forms of ${year}`} empty={`No W-2G forms for ${year}.`} />
        {withPhotos.length > 0 && (
          <section aria-label="W-2G photos" className="space-y-2">
            <h2 className="text-base font-semibold">Photos of the forms</h2>
            {photos.isPending ? (
              <p className="text-sm text-muted-foreground">Loading photos...</p>
            ) : photos.error ? (
              <p className="text-sm" role="alert">
                The photos could not be loaded: {photos.error.message}
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {withPhotos.flatMap((j) =>
                  j.images.map((path, i) => {
                    const url = photos.data.get(path);
                    const label = `W-2G of ${formatDate(j.jackpot_date)}, ${j.casino?.name ?? 'unknown casino'}, ${formatCurrency(toNumber(j.amount))}${j.images.length > 1 ? ` (photo ${i + 1})` : ''}`;
                    return (
                      <li key={path} className="space-y-1 text-xs">
                        {url ? (
                          <a href={url} target="_blank" rel="noreferrer noopener">
                            <img
                              src={url}
                              alt={label}
                              className="aspect-[3/4] w-full rounded-md border object-cover"
                              data-testid="shared-w2g-photo"
                            />
                          </a>
                        ) : (
                          <p className="rounded-md border p-2">Photo not stored</p>
                        )}
                        <p>{label}</p>
                      </li>
                    );
                  }),
                )}
              </ul>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** Each casino's win/loss statement beside the diary's figure for it (the statement as the player entered it). */
export function SharedStatements({ model }: { model: TaxYearModel }) {
  const rows = model.reconciliation.rows.filter((r) => r.casinoId !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Casino statements beside the diary</CardTitle>
        <CardDescription>
          The diary&apos;s net at each casino, and the casino&apos;s own win/loss statement figure where the player entered it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm">No play at a casino this year.</p>
        ) : (
          <Table>
            <caption className="sr-only">Casino statements beside the diary</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Casino</TableHead>
                <TableHead scope="col" className="text-right">
                  Diary net
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Statement
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Difference
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.casinoId} data-testid="shared-statement-row">
                  <TableHead scope="row" className="font-normal">
                    {r.casinoName}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{formatSignedCurrency(r.net)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.statement === null ? 'Not entered' : formatSignedCurrency(r.statement)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.difference === null ? '-' : formatSignedCurrency(r.difference)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
