import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileDown, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import { casinoListQueryOptions } from '@/api/get-casino-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { useAuth } from '@/hooks/use-auth';
import { downloadCsv } from '@/lib/csv';
import { errorMessage } from '@/lib/error-message';
import { getImportedKeys, useImportSessions } from '../api/import-sessions';
import { checkImport, importTemplateCsv, type ImportRow } from '../lib/session-import';
import { ImportReportTable, type ImportVerdict } from './import-report-table';

/** Lines of the report shown at once: a file of thousands of rows would otherwise take seconds to draw on a phone. */
const REPORT_PAGE = 100;

interface Checked {
  fileName: string;
  rows: ImportRow[];
  existing: Set<string>;
}

/** "Import sessions from CSV": template, per-row report before anything is written, idempotent re-import. */
export function ImportSessionsCard() {
  const { user } = useAuth();
  const casinos = useQuery(casinoListQueryOptions());
  const importer = useImportSessions();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [onlyToLookAt, setOnlyToLookAt] = useState(false);

  const onFile = async (file: File | undefined) => {
    setChecked(null);
    setResult(null);
    setFileError(null);
    setPicked({});
    setPage(0);
    setOnlyToLookAt(false);
    if (!file || !user || !casinos.data) return;
    try {
      const rows = checkImport(await file.text(), casinos.data);
      const existing = await getImportedKeys(
        user.id,
        rows.filter((r) => r.status !== 'refused').map((r) => r.key),
      );
      setChecked({ fileName: file.name, rows, existing });
    } catch (e) {
      setFileError(errorMessage(e, 'The file could not be read'));
    }
  };

  const verdict = (r: ImportRow, existing: Set<string>): ImportVerdict =>
    r.status === 'refused'
      ? 'refused'
      : existing.has(r.key)
        ? 'existing'
        : r.status === 'ambiguous' && !picked[r.line]
          ? 'ambiguous'
          : 'ready';
  const ready = checked ? checked.rows.filter((r) => verdict(r, checked.existing) === 'ready') : [];
  const count = (v: string) => (checked ? checked.rows.filter((r) => verdict(r, checked.existing) === v).length : 0);
  const listed = checked
    ? onlyToLookAt
      ? checked.rows.filter((r) => r.status !== 'accepted' && !checked.existing.has(r.key))
      : checked.rows
    : [];
  const shown = listed.slice(page * REPORT_PAGE, (page + 1) * REPORT_PAGE);

  const run = () => {
    if (!user || !checked) return;
    const rows = ready.map((r) => ({ ...r, casinoId: r.casinoId ?? picked[r.line] }));
    importer.mutate(
      { userId: user.id, rows },
      {
        onSuccess: ({ created, skipped }) => {
          const text = `Imported ${created} new session${created === 1 ? '' : 's'}${skipped ? `; ${skipped} already there` : ''}.`;
          setResult(text);
          toast.success('Import finished', { description: text });
          // Every row sent is now on the server: created now, or already there (its key made the database skip it).
          setChecked({ ...checked, existing: new Set([...checked.existing, ...rows.map((r) => r.key)]) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import sessions from CSV</CardTitle>
        <CardDescription>
          Slot sessions from a spreadsheet. Every row is checked before anything is saved; importing the same file again adds nothing new.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="outline" onClick={() => downloadCsv(importTemplateCsv(), 'slot-sessions-import-template.csv')}>
            <FileDown aria-hidden /> Download the template
          </Button>
          <div className="grid gap-1">
            <label htmlFor="import-file" className="text-sm font-medium">
              CSV file to check
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              disabled={!casinos.data}
              onChange={(e) => void onFile(e.target.files?.[0])}
              className="max-w-full text-sm file:mr-2 file:rounded-md file:border file:bg-background file:px-2 file:py-1"
            />
          </div>
        </div>
        {fileError && (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        )}
        {checked && (
          <>
            <p className="text-sm" role="status">
              {checked.fileName}: {ready.length} ready to import, {count('existing')} already imported, {count('ambiguous')} need a casino,{' '}
              {count('refused')} refused.
            </p>
            {checked.rows.length > REPORT_PAGE && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={onlyToLookAt}
                  onChange={(e) => {
                    setOnlyToLookAt(e.target.checked);
                    setPage(0);
                  }}
                />
                Only the lines refused or needing a casino
              </label>
            )}
            <ImportReportTable
              rows={shown}
              verdictOf={(r) => verdict(r, checked.existing)}
              picked={picked}
              onPick={(line, id) => setPicked((p) => ({ ...p, [line]: id }))}
            />
            <Pager page={page} pageSize={REPORT_PAGE} total={listed.length} onPageChange={setPage} label="Import check pages" />
            <Button onClick={run} disabled={ready.length === 0 || importer.isPending}>
              <Upload aria-hidden />{' '}
              {importer.isPending ? 'Importing...' : `Import ${ready.length} session${ready.length === 1 ? '' : 's'}`}
            </Button>
          </>
        )}
        {result && <p className="text-sm font-medium">{result}</p>}
      </CardContent>
    </Card>
  );
}
