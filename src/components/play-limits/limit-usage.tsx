import { useQuery } from '@tanstack/react-query';
import { playLimitStatusQueryOptions, usePlayLimits } from '@/api/play-limits';
import { useAuth } from '@/hooks/use-auth';
import { formatWholeDollars } from '@/lib/money';
import { formatMinutes, hasAnyLimit, limitMeters, liveMachineNote, type LimitMeter } from '@/lib/play-limits/usage';
import { cn } from '@/lib/utils';

const LABEL: Partial<Record<LimitMeter['kind'], string>> = { 'casino-session-loss': 'Loss limit', 'casino-session-time': 'Time limit' };
const amount = (m: LimitMeter, n: number) => (m.kind === 'casino-session-time' ? formatMinutes(n) : formatWholeDollars(n));

/**
 * How much of the casino session's limits is used (loss and time), for the casino session card: "Loss limit $350 of $500" with
 * a bar, and while a machine is live what the loss counts ("Includes $85 still in the live machine…").
 * Nothing when the player set no casino session limit. Re-read every minute while shown (the time runs).
 */
export function LimitUsage({ casinoSessionId, className }: { casinoSessionId: string; className?: string }) {
  const { user } = useAuth();
  const limits = usePlayLimits(user?.id);
  const on =
    hasAnyLimit(limits.data) && (limits.data?.casino_session_loss_limit != null || limits.data?.casino_session_time_limit_minutes != null);
  const status = useQuery({
    ...playLimitStatusQueryOptions(user?.id ?? '', casinoSessionId),
    enabled: !!user && on,
    refetchInterval: 60_000,
  });
  if (!on || !status.data) return null;
  const meters = limitMeters(status.data.limits, status.data.totals).filter((m) => LABEL[m.kind]);
  if (meters.length === 0) return null;
  return (
    <div className={cn('grid gap-2', className)}>
      {meters.map((m) => {
        const pct = Math.min(100, Math.floor(m.ratio * 100));
        const note = liveMachineNote(m);
        return (
          <div key={m.kind} className="grid gap-1 text-xs">
            <div className="flex justify-between gap-2">
              <span className="text-muted-foreground">{LABEL[m.kind]}</span>
              <span className={cn('font-medium tabular-nums', m.level === 'reached' ? 'text-destructive' : m.level && 'text-warning')}>
                {amount(m, m.used)} of {amount(m, m.limit)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${LABEL[m.kind]} used`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
              className="h-1.5 overflow-hidden rounded-full bg-secondary"
            >
              <div
                className={cn('h-full rounded-full', m.level === 'reached' ? 'bg-destructive' : m.level ? 'bg-warning' : 'bg-primary')}
                style={{ width: `${pct}%` }}
              />
            </div>
            {note && <p className="text-muted-foreground">{note}</p>}
          </div>
        );
      })}
    </div>
  );
}
