import { useMemo, useState } from 'react';
import { Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMiles, type LatLng } from '@/lib/geo';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { slotMachineLines, type SlotMachineOption } from '@/lib/picker-options';
import { newRowId } from '@/lib/writes';
import { LISTED_LABEL } from '@/lib/sightings';
import { useMachineCasinos } from '../api/get-machine-casinos';
import { useWishList } from '../api/get-wish-list';
import { ownPlayLabel, placeCasinos, seenLabel, statesOf } from '../lib/find';
import { FIND_WORDS } from '../lib/find-words';
import { wishAdd } from '../writes/wish-add';
import { wishRemove } from '../writes/wish-remove';

const ALL = 'all';

interface GameCasinosCardProps {
  game: SlotMachineOption;
  position: LatLng | null;
  userId: string | null;
}

/** One game: the casinos that have it (admin list, seen by players, the player's own play), nearest first or in a state, and its wish-list button. */
export function GameCasinosCard({ game, position, userId }: GameCasinosCardProps) {
  const games = useMemo(() => [game.id], [game.id]);
  const found = useMachineCasinos(games);
  const [state, setState] = useState(ALL);
  const rows = useMemo(() => found.data ?? [], [found.data]);
  const placed = useMemo(() => placeCasinos(rows, game.id, position, state === ALL ? null : state), [rows, game.id, position, state]);
  const states = useMemo(() => statesOf(rows, game.id), [rows, game.id]);
  const { title, detail } = slotMachineLines(game);

  return (
    <Card aria-labelledby="find-game-title">
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle id="find-game-title" className="text-lg break-words">
              {title}
            </CardTitle>
            {detail && <CardDescription>{detail}</CardDescription>}
          </div>
          <WishButton gameId={game.id} userId={userId} />
        </div>
        {states.length > 1 && (
          <div className="flex items-center gap-2">
            <Label htmlFor="find-state" className="shrink-0">
              State
            </Label>
            <Select value={state} onValueChange={setState}>
              <SelectTrigger id="find-state" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{FIND_WORDS.allStates}</SelectItem>
                {states.map((s) => (
                  <SelectItem key={s} value={s}>
                    {s}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {found.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : found.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Could not load the casinos for this game. Check your connection and try again.
          </p>
        ) : placed.length === 0 ? (
          <p className="text-sm text-muted-foreground">{FIND_WORDS.noCasino}</p>
        ) : (
          <ul className="divide-y" aria-label={`Casinos with ${title}`}>
            {placed.map((c) => {
              const seen = seenLabel(c.seen_month);
              const mine = ownPlayLabel(c);
              return (
                <li
                  key={c.casino_id}
                  className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <Link to={paths.casinoDetail.getHref(c.casino_id)} className="font-medium break-words text-primary hover:underline">
                      {c.name}
                    </Link>
                    <p className="text-sm text-muted-foreground">{[c.city, c.state].filter(Boolean).join(', ')}</p>
                    {mine && <p className="text-sm">{mine}</p>}
                    <div className="mt-1 flex flex-wrap gap-1.5">
                      {c.listed && <Badge variant="secondary">{LISTED_LABEL}</Badge>}
                      {seen && <Badge variant="outline">{seen}</Badge>}
                    </div>
                  </div>
                  {c.distanceMiles !== null && (
                    <span className="flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
                      <MapPin className="size-4" aria-hidden />
                      {formatMiles(c.distanceMiles)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {!position && placed.length > 0 && <p className="mt-3 text-xs text-muted-foreground">{FIND_WORDS.shareLocation}</p>}
      </CardContent>
    </Card>
  );
}

/** Add to / remove from the wish list (one save path: offline it waits in the outbox). */
function WishButton({ gameId, userId }: { gameId: string; userId: string | null }) {
  const wishes = useWishList(userId);
  const add = useOutboxSave(wishAdd);
  const remove = useOutboxSave(wishRemove);
  const wish = wishes.data?.find((w) => w.slot_machine_id === gameId) ?? null;
  if (wish) {
    return (
      <Button variant="outline" className="shrink-0" onClick={() => remove.save(wish.id)} disabled={remove.isPending} aria-pressed="true">
        <Heart className="fill-current text-primary" aria-hidden />
        {FIND_WORDS.onWish}
      </Button>
    );
  }
  return (
    <Button
      className="shrink-0"
      onClick={() => add.save({ id: newRowId(), slot_machine_id: gameId })}
      disabled={add.isPending || wishes.isPending}
      aria-pressed="false"
    >
      <Heart aria-hidden />
      {FIND_WORDS.addWish}
    </Button>
  );
}
