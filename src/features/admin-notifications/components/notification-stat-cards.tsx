import type { LucideIcon } from 'lucide-react';
import { Bell, BellRing, Eye, Percent } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotificationStats } from '../api/get-notification-stats';
import type { NotificationStats } from '../lib/notification-form';
import { formatCount, formatDecimal } from '@/lib/number-format';

const CARDS: { key: keyof NotificationStats; label: string; icon: LucideIcon; format(n: number): string }[] = [
  { key: 'totalNotifications', label: 'Total Notifications', icon: Bell, format: formatCount },
  { key: 'activeNotifications', label: 'Active Notifications', icon: BellRing, format: formatCount },
  { key: 'readRate', label: 'Read Rate', icon: Percent, format: (n) => `${formatDecimal(n, 0, 1)}%` },
  { key: 'totalReads', label: 'Total Reads', icon: Eye, format: formatCount },
];

/** The four figures from get_notification_stats. */
export function NotificationStatCards() {
  const stats = useNotificationStats();
  return (
    <section aria-label="Notification statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, format }) => (
        <Card key={key} className="gap-2 py-4">
          <CardHeader className="flex-row items-center justify-between gap-2 px-4">
            <CardDescription className="font-medium">{label}</CardDescription>
            <Icon className="size-4 text-primary" aria-hidden />
          </CardHeader>
          <CardContent className="px-4">
            {stats.isPending ? (
              <Skeleton className="h-8 w-16" />
            ) : (
              <p className="text-2xl font-bold tabular-nums" aria-label={label}>
                {stats.data ? format(stats.data[key]) : '—'}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
