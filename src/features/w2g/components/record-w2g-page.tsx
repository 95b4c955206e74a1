import { Link } from 'react-router-dom';
import { BarChart3, Trophy } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RecordW2gForm } from './record-w2g-form';

/** /w2g/new: Record W2G Jackpot. */
export function RecordW2gPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <title>Add W2G Jackpot · Slot Play Tracker</title>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
              <Trophy className="size-5 text-accent" aria-hidden />
              Record W2G Jackpot
            </h1>
            <CardDescription>Log a taxable jackpot and keep a private photo of the W2G form.</CardDescription>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.w2gReports.getHref()}>
              <BarChart3 aria-hidden /> Reports
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <RecordW2gForm />
        </CardContent>
      </Card>
    </div>
  );
}
