import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { PageHeader } from '@/components/layout/page-header';
import { LocationDenied, LocationPrompt } from '@/components/location/location-prompt';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { useLocation } from '@/hooks/use-location';
import { matchesSlotMachine, slotMachineLines, type SlotMachineOption } from '@/lib/picker-options';
import { FIND_WORDS } from '../lib/find-words';
import { GameCasinosCard } from './game-casinos-card';
import { WishListCard } from './wish-list-card';

/** At most this many matches are listed while typing (the catalog has thousands of games). */
const MAX_MATCHES = 20;

/** /find: search the catalog as you type, see which casinos have a game (nearest first or by state), keep a wish list. */
export function FindMachinePage() {
  const { user } = useAuth();
  const location = useLocation();
  const machines = useSlotMachineOptions();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  // The catalog only: a player's own "Not listed" machines are theirs, and no casino lists them.
  const catalog = useMemo(() => machines.options.filter((o) => !o.added_by), [machines.options]);
  const matches = useMemo(() => {
    const q = deferredQuery.trim();
    return q ? catalog.filter((o) => matchesSlotMachine(o, q)).slice(0, MAX_MATCHES) : [];
  }, [catalog, deferredQuery]);

  const gameId = params.get('game');
  const game = gameId ? (catalog.find((o) => o.id === gameId) ?? null) : null;
  const choose = (o: SlotMachineOption) => {
    setParams({ game: o.id });
    setQuery('');
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <PageHeader title={FIND_WORDS.title} description={FIND_WORDS.description} />

      {location.showPrompt && (
        <LocationPrompt dismissAs="icon" locating={location.locating} onShare={location.request} onDismiss={location.dismiss} />
      )}
      {location.denied && <LocationDenied />}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Search className="size-5 text-primary" aria-hidden />
            <Label htmlFor={searchId} className="text-base font-semibold">
              {FIND_WORDS.searchLabel}
            </Label>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={FIND_WORDS.searchPlaceholder}
            autoComplete="off"
            aria-controls={`${searchId}-results`}
          />
          <div id={`${searchId}-results`} aria-live="polite">
            {machines.isLoading && query.trim() ? (
              <Skeleton className="h-10 w-full" />
            ) : deferredQuery.trim() && matches.length === 0 ? (
              <p className="text-sm text-muted-foreground">{FIND_WORDS.noMatch}</p>
            ) : (
              matches.length > 0 && (
                <ul className="divide-y rounded-md border" aria-label="Matching games">
                  {matches.map((o) => {
                    const { title, detail } = slotMachineLines(o);
                    return (
                      <li key={o.id}>
                        <button
                          type="button"
                          className="flex w-full min-w-0 flex-col items-start px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                          onClick={() => choose(o)}
                        >
                          <span className="w-full truncate font-medium">{title}</span>
                          {detail && <span className="w-full truncate text-xs text-muted-foreground">{detail}</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )
            )}
          </div>
        </CardContent>
      </Card>

      {gameId &&
        (game ? (
          <GameCasinosCard key={game.id} game={game} position={location.position} userId={user?.id ?? null} />
        ) : (
          !machines.isLoading && (
            <Card>
              <CardContent>
                <p className="text-sm" role="alert">
                  This game is not in the slot catalog. Search for it by name above.
                </p>
              </CardContent>
            </Card>
          )
        ))}

      <WishListCard catalog={catalog} position={location.position} userId={user?.id ?? null} onOpen={choose} />
    </div>
  );
}
