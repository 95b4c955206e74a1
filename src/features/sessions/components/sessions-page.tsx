import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Building2, ChevronDown, Cherry, Plus } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rangeStart, type SessionRange } from '@/lib/dates';
import { hasPlayFilter, parsePlayFilter } from '@/config/play-filters';
import { parseSessionRange, parseSessionsTab, type SessionsTab } from '../lib/session-range';
import { CasinoSessionDialog } from './casino-session-dialog';
import { CasinoSessionsPanel } from './casino-sessions-panel';
import { NewSlotSession } from './new-slot-session';
import { PlayFilterBar } from './play-filter-bar';
import { RangeToggle } from './range-toggle';
import { SlotSessionsPanel } from './slot-sessions-panel';

/**
 * /sessions: Casino Sessions and Slot Sessions tabs with a range toggle. The tab, the range and the
 * new slot session form live in the URL (?tab=slot&range=year&new=slot) so Back returns to them;
 * ?new=casino (home's first step) opens the new casino session dialog. 'Start Slot/Casino Session' (the
 * spec's button) asks which of the two to start instead of depending on the selected tab.
 */
export function SessionsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = parseSessionsTab(params.get('tab'));
  const range = parseSessionRange(params.get('range'));
  const [newCasinoOpen, setNewCasinoOpen] = useState(() => params.get('new') === 'casino');

  if (!user) return <p className="py-10 text-center text-muted-foreground">Please log in to view and manage your sessions.</p>;

  const update = (next: { tab?: SessionsTab; range?: SessionRange; newSlot?: boolean }, replace = true) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? tab);
    const r = next.range ?? range;
    if (r !== 'month') p.set('range', r);
    if (next.newSlot) p.set('new', 'slot');
    setParams(p, { replace });
  };

  // ?date=yyyy-MM-dd&casino=<id> start the form on that day and casino (the Tax Year's "log this session" link).
  if (params.get('new') === 'slot')
    return <NewSlotSession prefill={{ date: params.get('date'), casinoId: params.get('casino') }} onDone={() => update({ tab: 'slot' })} />;

  // An Insights row's link (?casino=…&hour=…&from=…&to=…): the slot list filtered to it, its dates instead of the range.
  const play = hasPlayFilter(params) ? parsePlayFilter(params) : null;
  const filters = play ? { userId: user.id, range, start: null, play: play.filter } : { userId: user.id, range, start: rangeStart(range) };
  const startSlot = () => update({ tab: 'slot', newSlot: true }, false);
  const startCasino = () => {
    update({ tab: 'casino' });
    setNewCasinoOpen(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Sessions</h1>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button>
              <Plus aria-hidden />
              Start Slot/Casino Session
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-64">
            <DropdownMenuItem onSelect={startCasino}>
              <Building2 aria-hidden />
              <span>
                <span className="block font-medium">Start Casino Session</span>
                <span className="block text-xs text-muted-foreground">Arriving at a casino: your starting cash</span>
              </span>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={startSlot}>
              <Cherry aria-hidden />
              <span>
                <span className="block font-medium">Start Slot Session</span>
                <span className="block text-xs text-muted-foreground">One machine: money in and money out</span>
              </span>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {play && <PlayFilterBar filter={play.filter} problems={play.problems} />}
      <Tabs value={tab} onValueChange={(v) => update({ tab: parseSessionsTab(v) })}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="casino">Casino Sessions</TabsTrigger>
            <TabsTrigger value="slot">Slot Sessions</TabsTrigger>
          </TabsList>
          {!play && <RangeToggle value={range} onChange={(r) => update({ range: r })} />}
        </div>
        <TabsContent value="casino" className="pt-2">
          <CasinoSessionsPanel filters={filters} />
        </TabsContent>
        <TabsContent value="slot" className="pt-2">
          <SlotSessionsPanel filters={filters} />
        </TabsContent>
      </Tabs>
      <CasinoSessionDialog open={newCasinoOpen} onOpenChange={setNewCasinoOpen} />
    </div>
  );
}
