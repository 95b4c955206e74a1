import { Cpu } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { slotMachineLines } from '@/lib/picker-options';
import { LISTED_LABEL, ownPlayLabel, seenLabel } from '@/lib/sightings';
import { useCasinoGames } from '../api/get-casino-games';

/** The games a casino has: on its admin-kept list, seen by players, played here by the player; each opens Find a machine on it. */
export function CasinoGamesCard({ casinoId }: { casinoId: string }) {
  const games = useCasinoGames(casinoId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cpu className="size-5 text-primary" aria-hidden />
          Games here
        </CardTitle>
      </CardHeader>
      <CardContent>
        {games.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : games.isError ? (
          <p className="text-sm text-destructive">Could not load this casino&apos;s games.</p>
        ) : games.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No game is known at this casino yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Games here">
            {games.data.map((g) => {
              const { title, detail } = slotMachineLines({
                id: g.slot_machine_id,
                name: g.name,
                slot_name: g.slot_name,
                manufacturer: g.manufacturer,
              });
              const seen = seenLabel(g.seen_month);
              const mine = ownPlayLabel(g);
              return (
                <li key={g.slot_machine_id} className="py-2 first:pt-0 last:pb-0">
                  <Link to={paths.find.getHref(g.slot_machine_id)} className="font-medium break-words text-primary hover:underline">
                    {title}
                  </Link>
                  {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
                  {mine && <p className="text-sm">{mine}</p>}
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    {g.listed && <Badge variant="secondary">{LISTED_LABEL}</Badge>}
                    {seen && <Badge variant="outline">{seen}</Badge>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
