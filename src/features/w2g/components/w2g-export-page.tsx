import { useState } from 'react';
import { FileDown, FileSpreadsheet, FileText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { monthBounds } from '@/lib/dates';
import { useExportW2gPdf } from '../api/export-w2g-pdf';
import { useW2gExportRows } from '../api/get-w2g-export-rows';
import { w2gExportCsv, w2gExportFileName, type DateRange } from '../lib/export-files';

/** /w2g/export: the player's jackpots in a date range as CSV or PDF. */
export function W2gExportPage() {
  const [range, setRange] = useState<DateRange>(() => monthBounds());
  const rows = useW2gExportRows();
  const pdf = useExportW2gPdf();
  const busy = rows.isPending || pdf.isPending;
  const invalid = range.start > range.end;

  const exportCsv = () => {
    const current = { ...range };
    rows.mutate(current, {
      onSuccess: (data) => {
        downloadCsv(w2gExportCsv(data), w2gExportFileName(current, 'csv'));
        toast.success('Exported', { description: `Exported ${data.length} records.` });
      },
    });
  };

  const exportPdf = () => {
    const current = { ...range };
    pdf.mutate(current, {
      onSuccess: (blob) => {
        downloadBlob(blob, w2gExportFileName(current, 'pdf'));
        toast.success('Exported', { description: 'PDF generated successfully.' });
      },
    });
  };

  const dateField = (key: keyof DateRange, label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`export-${key}`}>{label}</Label>
      <Input
        id={`export-${key}`}
        type="date"
        value={range[key]}
        disabled={busy}
        onChange={(e) => {
          if (e.target.value) setRange((r) => ({ ...r, [key]: e.target.value }));
        }}
      />
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-2xl">
      <title>Export W2G · Slot Play Tracker</title>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            <FileDown className="size-5 text-primary" aria-hidden />
            Export W2G
          </h1>
          <CardDescription>Download your W2G jackpots for a date range, for your records or your tax preparer.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {dateField('start', 'Start date')}
            {dateField('end', 'End date')}
          </div>
          {invalid && (
            <p role="alert" className="text-sm text-destructive">
              The start date must be on or before the end date.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={exportCsv} disabled={busy || invalid} className="sm:flex-1">
              <FileSpreadsheet aria-hidden />
              {busy ? 'Exporting…' : 'Export CSV'}
            </Button>
            <Button variant="outline" onClick={exportPdf} disabled={busy || invalid} className="sm:flex-1">
              <FileText aria-hidden />
              {busy ? 'Exporting…' : 'Export PDF'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
