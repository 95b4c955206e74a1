import { CheckCircle2, Download, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useImportSlotMachineDataMutation } from '../api/import-slot-machine-data';

/** 'Import Slot Machine Data': runs scrape-slot-machine-data and shows its result. */
export function SlotImportCard() {
  const importData = useImportSlotMachineDataMutation();
  const result = importData.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download className="size-5 text-primary" aria-hidden />
          Import Slot Machine Data
        </CardTitle>
        <CardDescription>Adds new titles from the slot machine data source and fills in missing details of existing ones.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={() => importData.mutate()} disabled={importData.isPending}>
          {importData.isPending ? <Spinner label="Importing" /> : <Download aria-hidden />}
          {importData.isPending ? 'Importing...' : 'Import Slot Machine Data'}
        </Button>
        {importData.isPending && (
          <div role="status" className="space-y-2">
            <p className="text-sm text-muted-foreground">Importing slot machine data. This can take a moment...</p>
            <div className="h-2 overflow-hidden rounded-full bg-secondary">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
            </div>
          </div>
        )}
        {!importData.isPending && result && (
          <div
            role="status"
            className={
              result.success
                ? 'flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
                : 'flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900'
            }
          >
            {result.success ? (
              <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            ) : (
              <XCircle className="size-5 shrink-0" aria-hidden />
            )}
            {result.success ? (
              <p>
                Import complete: found {result.totalFound} slot machines, added {result.insertedCount} new and updated {result.updatedCount}
                .
                {result.insertedCount === 0 &&
                  result.updatedCount === 0 &&
                  ' All were already in the catalog with equivalent or better data.'}
              </p>
            ) : (
              <p>
                <span className="font-medium">Import failed:</span> {result.error}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
