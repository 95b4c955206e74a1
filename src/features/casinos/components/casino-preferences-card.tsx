import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useCasinoPreferences } from '../api/get-casino-preferences';
import { PLAYER_CLUB_ID_MAX, useChangeCasinoPreferenceMutation } from '../api/update-casino-preference';

/**
 * Favourite toggle and player club ID for one casino. Each writes only its own column (the other stays as
 * the server has it); a change that leaves neither a favourite nor a club id removes the preference row
 * instead of storing an empty one.
 */
export function CasinoPreferencesCard({ casinoId }: { casinoId: string }) {
  const preferences = useCasinoPreferences();
  const change = useChangeCasinoPreferenceMutation();
  const saved = preferences.data?.get(casinoId);
  const savedClubId = saved?.player_club_id ?? '';
  // While a favourite change is saving (and its refetch runs), show the value being saved.
  const pending = change.isPending ? change.variables : undefined;
  const isFavorite = (pending && 'isFavorite' in pending ? pending.isFavorite : undefined) ?? saved?.is_favorite ?? false;
  const [draft, setDraft] = useState<string | null>(null);
  const clubId = draft ?? savedClubId;
  const changed = clubId.trim() !== savedClubId;
  useUnsavedChanges(() => changed);
  const busy = change.isPending;
  const ids = { favorite: useId(), club: useId() };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star className="size-4 text-accent" aria-hidden />
          My Preferences
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={ids.favorite} className="flex items-center gap-2">
            <Star className={isFavorite ? 'size-4 fill-accent text-accent' : 'size-4 text-muted-foreground'} aria-hidden />
            Favorite
          </Label>
          <Switch
            id={ids.favorite}
            checked={isFavorite}
            disabled={busy || preferences.isPending}
            onCheckedChange={(checked) => change.mutate({ casinoId, isFavorite: checked })}
          />
        </div>
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed) change.mutate({ casinoId, playerClubId: clubId }, { onSuccess: () => setDraft(null) });
          }}
        >
          <Label htmlFor={ids.club}>Player Club ID</Label>
          <div className="flex gap-2">
            <Input
              id={ids.club}
              value={clubId}
              maxLength={PLAYER_CLUB_ID_MAX}
              placeholder="Your player card number"
              autoComplete="off"
              disabled={preferences.isPending}
              onChange={(e) => setDraft(e.target.value)}
            />
            {changed && (
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'Save'}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
