import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, X } from 'lucide-react';
import { playLimitStatusQueryOptions, usePlayLimits } from '@/api/play-limits';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { dismissAlerts, dismissedAlertStore, limitAlertStore } from '@/lib/play-limits/alert-store';
import { alertsOf, hasAnyLimit, type LimitAlert } from '@/lib/play-limits/usage';
import { cn } from '@/lib/utils';

/**
 * The play-limit banner (rendered once, in the layout): every limit at 80 % or more of the active casino session,
 * today and this month, plus what the latest check after a money event found (e.g. the casino session just ended over
 * its limit), until the player closes it. The only warning of a crossing (no toast says the same words).
 * Nothing when no limit is set.
 */
export function LimitBanner() {
  const { user } = useAuth();
  const limits = usePlayLimits(user?.id);
  const on = hasAnyLimit(limits.data);
  const status = useQuery({ ...playLimitStatusQueryOptions(user?.id ?? '', null), enabled: !!user && on });
  const checked = useSyncExternalStore(limitAlertStore.subscribe, limitAlertStore.get);
  const dismissed = useSyncExternalStore(dismissedAlertStore.subscribe, dismissedAlertStore.get);
  const alerts = useMemo(() => {
    const byKey = new Map<string, LimitAlert>();
    for (const a of checked ?? []) byKey.set(a.key, a);
    for (const a of status.data ? alertsOf(status.data) : []) byKey.set(a.key, a);
    return [...byKey.values()]
      .filter((a) => !dismissed.has(a.text))
      .sort((x, y) => (x.level === y.level ? 0 : x.level === 'reached' ? -1 : 1));
  }, [checked, status.data, dismissed]);
  // The one place a crossing is said: a polite live region that is always there, so a new line is read out once.
  return <div aria-live="polite">{on && alerts.length > 0 && <Banner alerts={alerts} />}</div>;
}

function Banner({ alerts }: { alerts: LimitAlert[] }) {
  const reached = alerts.some((a) => a.level === 'reached');
  return (
    <section
      aria-label="Play limits"
      className={cn(
        'mx-auto mb-4 flex w-full max-w-6xl items-start gap-3 rounded-lg border p-3 text-sm',
        reached ? 'border-destructive/40 bg-destructive/10' : 'border-warning/40 bg-warning/10',
      )}
    >
      <AlertTriangle className={cn('mt-0.5 size-4 shrink-0', reached ? 'text-destructive' : 'text-warning')} aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        {alerts.map((a) => (
          <p key={a.key} className="font-medium">
            {a.text}
          </p>
        ))}
        <Link to={paths.account.getHref('play-limits')} className="text-muted-foreground underline underline-offset-2">
          Your play limits
        </Link>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label="Close play limit message"
        onClick={() => dismissAlerts(alerts.map((a) => a.text))}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
