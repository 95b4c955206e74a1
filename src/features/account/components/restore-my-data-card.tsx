import { useState } from 'react';
import { ArchiveRestore } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/hooks/use-auth';
import { errorMessage } from '@/lib/error-message';
import { formatCount } from '@/lib/number-format';
import type { MyDataProgress } from '../api/export-my-data';
import { readRestoreArchive } from '../api/read-restore-archive';
import { planRestore, restoreCounts, useRestoreMyData, type RestorePlan, type RestoreResult } from '../api/restore-my-data';
import { kindRows, restoreSummaryText } from '../lib/restore-report';
import { RestoreLeftOut } from './restore-left-out';

/** "Restore my data": a ZIP made by "Download my data" back into this account, shown before anything is written. */
export function RestoreMyDataCard() {
  const { user } = useAuth();
  const restore = useRestoreMyData();
  const [plan, setPlan] = useState<(RestorePlan & { fileName: string }) | null>(null);
  const [checking, setChecking] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<MyDataProgress | null>(null);
  const [result, setResult] = useState<RestoreResult | null>(null);

  const onFile = async (file: File | undefined) => {
    setPlan(null);
    setFileError(null);
    setResult(null);
    if (!file || !user) return;
    setChecking(true);
    try {
      const archive = await readRestoreArchive(file, user.id);
      setPlan({ ...(await planRestore(archive)), fileName: file.name });
    } catch (e) {
      setFileError(`${errorMessage(e, 'The ZIP could not be read')} Nothing was restored.`);
    } finally {
      setChecking(false);
    }
  };

  const run = () => {
    if (!user || !plan) return;
    restore.mutate(
      { userId: user.id, plan, onProgress: setProgress },
      {
        onSuccess: (r) => {
          setResult(r);
          toast.success('Your data is restored', { description: restoreSummaryText(r) });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const summary = plan?.archive.summary;
  const years = summary?.years ?? [];
  const rows = plan ? kindRows(restoreCounts(plan), result ?? undefined) : [];
  const after = result !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Restore my data</CardTitle>
        <CardDescription>
          Bring back a ZIP made by Download my data, from this server or another. You see what it holds before anything is saved; restoring
          the same ZIP again adds nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid gap-1">
          <label htmlFor="restore-file" className="text-sm font-medium">
            ZIP to restore
          </label>
          <input
            id="restore-file"
            type="file"
            accept=".zip,application/zip"
            disabled={checking || restore.isPending}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="max-w-full text-sm file:mr-2 file:rounded-md file:border file:bg-background file:px-2 file:py-1"
          />
        </div>
        {checking && (
          <p className="text-sm text-muted-foreground" role="status">
            Checking the ZIP...
          </p>
        )}
        {fileError && (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        )}
        {plan && summary && (
          <>
            <p className="text-sm" role="status">
              {plan.fileName}:{' '}
              {years.length > 0 ? `records of ${years[0]}${years.length > 1 ? ` to ${years[years.length - 1]}` : ''}` : 'no dated records'},{' '}
              {formatCount(summary.photos)} W2G photo{summary.photos === 1 ? '' : 's'}.
            </p>
            <Table>
              <caption className="sr-only">{after ? 'What the ZIP holds and what was restored' : 'What the ZIP holds'}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Kind</TableHead>
                  {['In the ZIP', ...(after ? ['Added', 'Already there', 'Not restored'] : [])].map((h) => (
                    <TableHead key={h} scope="col" className="text-right">
                      {h}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c.label}>
                    <TableCell>{c.label}</TableCell>
                    {[c.inZip, ...(after ? [c.added, c.there, c.notRestored] : [])].map((n, i) => (
                      <TableCell key={i} className="text-right tabular-nums">
                        {formatCount(n ?? 0)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {summary.cashEntries > 0 && (
              <p className="text-sm text-muted-foreground">
                The casino sessions hold {formatCount(summary.cashEntries)} cash entr{summary.cashEntries === 1 ? 'y' : 'ies'}.
              </p>
            )}
            {plan.missingCasinos.length > 0 && (
              <div className="space-y-1 text-sm">
                <p className="font-medium text-destructive">Casinos this directory does not have (their records are not restored):</p>
                <ul className="list-disc pl-5">
                  {plan.missingCasinos.map((c) => (
                    <li key={c.id}>
                      {c.name}
                      {c.city ? `, ${c.city}` : ''}
                      {c.state ? `, ${c.state}` : ''}: {formatCount(c.rows)} record{c.rows === 1 ? '' : 's'}
                    </li>
                  ))}
                </ul>
                <p className="text-muted-foreground">
                  Ask an administrator to add them, then restore the same ZIP again: only the missing records are added.
                </p>
              </div>
            )}
            {plan.machinesAsOwn.length > 0 && (
              <p className="text-sm text-muted-foreground">
                {formatCount(plan.machinesAsOwn.length)} machine{plan.machinesAsOwn.length === 1 ? '' : 's'} not in this catalog will be
                added as your own (Not listed): {plan.machinesAsOwn.map((m) => m.name).join(', ')}.
              </p>
            )}
            <Button onClick={run} disabled={restore.isPending || !user}>
              <ArchiveRestore aria-hidden /> {restore.isPending ? 'Restoring...' : 'Restore into my account'}
            </Button>
          </>
        )}
        {progress && (
          <div className="space-y-1">
            <progress className="h-2 w-full" value={progress.done} max={progress.total} aria-label="Restore my data progress" />
            <p className="text-sm text-muted-foreground" role="status">
              {progress.step}...
            </p>
          </div>
        )}
        {result && plan && (
          <>
            <p className="text-sm font-medium">{restoreSummaryText(result)}</p>
            <RestoreLeftOut answer={result} casinos={plan.archive.casinos} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
