import { useMemo } from 'react';
import { Heart, MapPin, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SyncMark } from '@/components/ui/sync-mark';
import { formatMiles, NEARBY_RADIUS_MILES, type LatLng } from '@/lib/geo';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { slotMachineLines, type SlotMachineOption } from '@/lib/picker-options';
import { useMachineCasinos } from '../api/get-machine-casinos';
import { useWishList } from '../api/get-wish-list';
import { nearestWithin, ownPlayLine } from '../lib/find';
import { FIND_WORDS } from '../lib/find-words';
import { wishRemove } from '../writes/wish-remove';

interface WishListCardProps {
  catalog: SlotMachineOption[];
  position: LatLng | null;
  userId: string | null;
  onOpen(game: SlotMachineOption): void;
}

/** The games the player wants to try, each marked when a casino within the app's radius has it, and where the player played it. */
export function WishListCard({ catalog, position, userId, onOpen }: WishListCardProps) {
  const wishes = useWishList(userId);
  const remove = useOutboxSave(wishRemove);
  const rows = useMemo(() => wishes.data ?? [], [wishes.data]);
  const games = useMemo(() => rows.map((w) => w.slot_machine_id), [rows]);
  const found = useMachineCasinos(games);
  const byId = useMemo(() => new Map(catalog.map((o) => [o.id, o])), [catalog]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Heart className="size-5 text-primary" aria-hidden />
          {FIND_WORDS.wishTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {wishes.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{FIND_WORDS.wishEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={FIND_WORDS.wishTitle}>
            {rows.map((w) => {
              const game = byId.get(w.slot_machine_id);
              const name = game ? slotMachineLines(game).title : 'A game no longer in the catalog';
              const near = nearestWithin(found.data ?? [], w.slot_machine_id, position);
              const mine = ownPlayLine(found.data ?? [], w.slot_machine_id);
              return (
                <li key={w.id} className="flex items-center gap-2 py-2 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    {game ? (
                      <button
                        type="button"
                        className="text-left font-medium break-words text-primary hover:underline"
                        onClick={() => onOpen(game)}
                      >
                        {name}
                      </button>
                    ) : (
                      <span className="font-medium">{name}</span>
                    )}
                    <SyncMark state={w.syncState} />
                    <p className="text-sm text-muted-foreground">
                      {near ? (
                        <span className="inline-flex items-center gap-1 text-foreground">
                          <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
                          Near you: {near.name} ({formatMiles(near.distanceMiles ?? 0)})
                        </span>
                      ) : position ? (
                        `No casino within ${NEARBY_RADIUS_MILES} miles is known to have it yet.`
                      ) : (
                        FIND_WORDS.shareLocation
                      )}
                    </p>
                    {mine && <p className="text-sm">{mine}</p>}
                  </div>
                  <Button variant="ghost" size="icon" aria-label={`${FIND_WORDS.removeWish}: ${name}`} onClick={() => remove.save(w.id)}>
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
