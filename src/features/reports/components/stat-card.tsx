import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface StatCardProps {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
}

/** A summary figure: title, big value, small hint. */
export function StatCard({ title, value, hint, icon: Icon, loading }: StatCardProps) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="min-w-0 space-y-1">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          {loading ? <Skeleton className="h-8 w-24" /> : <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>}
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        <span className="rounded-md bg-secondary p-2 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}
