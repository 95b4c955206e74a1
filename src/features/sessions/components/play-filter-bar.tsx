import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { hourLabel, monthLabel, WEEKDAY_NAMES, type PlayFilter } from '@/config/play-filters';

/** What an Insights link filters the slot list by, in words, what of it makes no sense, and a way back to all sessions. */
export function PlayFilterBar({ filter, problems }: { filter: PlayFilter; problems: string[] }) {
  const casinos = useCasinoOptions();
  const machines = useSlotMachineOptions();
  const casino = filter.casino ? casinos.options.find((c) => c.id === filter.casino) : undefined;
  const machine = filter.machine ? machines.options.find((m) => m.id === filter.machine) : undefined;
  const unknown = [
    filter.casino && !casinos.isLoading && casinos.options.length > 0 && !casino
      ? 'No casino in the directory has the id in this link.'
      : null,
    filter.machine && !machines.isLoading && machines.options.length > 0 && !machine
      ? 'No game in the catalog has the id in this link.'
      : null,
  ].filter((p): p is string => !!p);
  const parts = [
    filter.casino && `at ${casino?.name ?? 'this casino'}`,
    filter.machine && `on ${machine?.name ?? 'this game'}`,
    filter.manufacturer && `on ${filter.manufacturer} games`,
    filter.weekday && `started on a ${WEEKDAY_NAMES[filter.weekday - 1]}`,
    filter.hour != null && `started at ${hourLabel(filter.hour)}`,
    filter.month && `in ${monthLabel(filter.month)}`,
    filter.from && filter.to && `from ${formatDate(filter.from)} to ${formatDate(filter.to)}`,
    filter.from && !filter.to && `from ${formatDate(filter.from)}`,
    !filter.from && filter.to && `until ${formatDate(filter.to)}`,
  ].filter(Boolean);
  const all = [...problems, ...unknown];

  return (
    <div className="space-y-2 rounded-lg border bg-card p-3 text-sm" role="region" aria-label="Filter from Insights">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">Slot sessions {parts.length ? parts.join(', ') : '(no usable filter)'}</span>
          <span className="text-muted-foreground"> · as counted in Insights (ended, included in totals)</span>
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.sessions.getHref()} replace>
            <X aria-hidden /> Show all sessions
          </Link>
        </Button>
      </div>
      {all.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-destructive">
          {all.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
