import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/hooks/use-auth';
import { downloadBlob } from '@/lib/csv';
import { todayLocal } from '@/lib/dates';
import { useExportMyData, type MyDataProgress } from '../api/export-my-data';
import { myDataFileName } from '../lib/my-data';

/** "Download my data": every row of mine (JSON + CSV per table) and my W-2G photos in one ZIP. */
export function MyDataCard() {
  const { user } = useAuth();
  const exportData = useExportMyData();
  const [scope, setScope] = useState('all');
  const [progress, setProgress] = useState<MyDataProgress | null>(null);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 8 }, (_, i) => thisYear - i);

  const start = () => {
    if (!user) return;
    const year = scope === 'all' ? null : Number(scope);
    exportData.mutate(
      { userId: user.id, year, onProgress: setProgress },
      {
        onSuccess: ({ zip, files }) => {
          downloadBlob(zip, myDataFileName(year, todayLocal()));
          toast.success('Your data is downloaded', { description: `${files.length} files in the ZIP.` });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>One ZIP: every row of yours from every table, as JSON and CSV, and your W2G photos.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="my-data-scope" className="text-sm font-medium">
              Period
            </label>
            <select
              id="my-data-scope"
              value={scope}
              onChange={(e) => setScope(e.target.value)}
              className="h-9 rounded-md border bg-background px-2 text-sm"
            >
              <option value="all">Everything</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={start} disabled={exportData.isPending || !user}>
            <Download aria-hidden /> {exportData.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
        </div>
        {progress && (
          <div className="space-y-1">
            <progress className="h-2 w-full" value={progress.done} max={progress.total} aria-label="Download my data progress" />
            <p className="text-sm text-muted-foreground" role="status">
              {progress.step}...
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
