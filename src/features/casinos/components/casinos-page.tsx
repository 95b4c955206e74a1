import { useDeferredValue, useMemo, useState } from 'react';
import { Building2, MapPin } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { useGrowingCount } from '@/hooks/use-growing-count';
import { NEARBY_RADIUS_MILES } from '@/lib/geo';
import { useNearbyCasinos } from '@/api/get-nearby-casinos';
import { useLocation } from '@/hooks/use-location';
import { LocationDenied, LocationPrompt } from '@/components/location/location-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCasinoPreferences } from '../api/get-casino-preferences';
import { useChangeCasinoPreferenceMutation } from '../api/update-casino-preference';
import { useCasinos } from '../api/get-casinos';
import { countLine, EMPTY_FILTERS, filterCasinos, stateOptions, type CasinoFilters } from '../lib/casino-filters';
import { CasinoCard } from './casino-card';
import { CasinoFiltersBar } from './casino-filters-bar';
import { CasinosHeader } from './casinos-header';

/** Cards listed at first and per 'Show more'. */
export const CASINO_PAGE_SIZE = 30;
/** Cards committed per slice while a page of them renders (about two rows on a desktop, two screens on a phone). */
const CARDS_PER_SLICE = 6;

function ListSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-96 rounded-xl" />
      ))}
    </div>
  );
}

/** /casinos: the searchable directory, nearest first when the location is known. */
export function CasinosPage() {
  const { user } = useAuth();
  const location = useLocation();
  const all = useCasinos();
  const nearby = useNearbyCasinos(location.position);
  const preferences = useCasinoPreferences();
  const changePreference = useChangeCasinoPreferenceMutation();
  const pendingFavorite =
    changePreference.isPending && changePreference.variables && 'isFavorite' in changePreference.variables
      ? changePreference.variables
      : null;
  const [filters, setFilters] = useState<CasinoFilters>(EMPTY_FILTERS);
  const [limit, setLimit] = useState(CASINO_PAGE_SIZE);

  const nearbyMode = location.position !== null;
  const source = nearbyMode ? nearby : all;
  const casinos = useMemo(() => source.data ?? [], [source.data]);
  const favoriteIds = useMemo(
    () => new Set([...(preferences.data?.values() ?? [])].filter((p) => p.is_favorite).map((p) => p.casino_id)),
    [preferences.data],
  );
  const states = useMemo(() => stateOptions(all.data ?? []), [all.data]);
  const filtered = useMemo(() => filterCasinos(casinos, filters, favoriteIds), [casinos, filters, favoriteIds]);
  const status = source.isPending ? 'pending' : source.isError ? 'error' : 'ready';
  const results = useMemo(
    () => ({ status, nearby: nearbyMode, all: casinos, filtered, visible: filtered.slice(0, limit) }),
    [status, nearbyMode, casinos, filtered, limit],
  );
  // The list (dozens of cards) renders in the background, in slices that yield to input, not in one long task
  // when the casinos arrive or a filter changes; until then the previous list (or the skeleton) stays, with its
  // own count line (all casinos, or those within the radius: one snapshot, never mixed).
  const shown = useDeferredValue(results);
  const rendered = useGrowingCount(shown.visible.length, CARDS_PER_SLICE, shown.filtered);

  const changeFilters = (next: CasinoFilters) => {
    setFilters(next);
    setLimit(CASINO_PAGE_SIZE);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <CasinosHeader />

      {location.showPrompt && (
        <LocationPrompt dismissAs="icon" locating={location.locating} onShare={location.request} onDismiss={location.dismiss} />
      )}
      {location.denied && <LocationDenied />}

      <CasinoFiltersBar filters={filters} states={states} showFavorites={!!user} onChange={changeFilters} />

      {shown.status === 'pending' ? (
        <ListSkeleton />
      ) : shown.status === 'error' ? (
        <Card className="items-center gap-3 px-6 text-center">
          <CardTitle>Could not load casinos</CardTitle>
          <CardDescription>Check your connection and try again.</CardDescription>
          <Button variant="outline" onClick={() => void source.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-live="polite">
            {shown.nearby && <MapPin className="size-4 text-primary" aria-hidden />}
            {countLine(shown.filtered.length, shown.all.length, shown.nearby ? NEARBY_RADIUS_MILES : null)}
          </p>
          {shown.filtered.length === 0 ? (
            <Card className="items-center gap-2 px-6 py-12 text-center">
              <Building2 className="size-10 text-muted-foreground" aria-hidden />
              <CardTitle className="text-lg">No Casinos Found</CardTitle>
              <CardDescription>No casinos match your current criteria.</CardDescription>
            </Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.visible.slice(0, rendered).map((casino) => (
                <CasinoCard
                  key={casino.id}
                  casino={casino}
                  isFavorite={pendingFavorite?.casinoId === casino.id ? pendingFavorite.isFavorite : favoriteIds.has(casino.id)}
                  onFavoriteChange={user ? (isFavorite) => changePreference.mutate({ casinoId: casino.id, isFavorite }) : undefined}
                  favoriteBusy={changePreference.isPending}
                />
              ))}
            </div>
          )}
          {shown.filtered.length > shown.visible.length && (
            <Button variant="outline" className="mx-auto" onClick={() => setLimit((n) => n + CASINO_PAGE_SIZE)}>
              Show more ({shown.filtered.length - shown.visible.length} more)
            </Button>
          )}
        </>
      )}
    </div>
  );
}
