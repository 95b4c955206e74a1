import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { CasinoOption } from '@/lib/picker-options';

export type FeedMode = 'public' | 'mine';

interface FeedFiltersProps {
  mode: FeedMode;
  casino: string;
  casinos: CasinoOption[];
  favoriteCount: number;
  /** Signed in: the favourites choice may appear. */
  signedIn: boolean;
  onModeChange(mode: FeedMode): void;
  onCasinoChange(casino: string): void;
}

/** Feed (Public Feed / My Posts) and Casino (All casinos / My Favorite Casinos (n) / one casino). */
export function FeedFilters({ mode, casino, casinos, favoriteCount, signedIn, onModeChange, onCasinoChange }: FeedFiltersProps) {
  const feedId = useId();
  const casinoId = useId();
  const showFavorites = signedIn && (favoriteCount > 0 || casino === 'favorites');

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={feedId}>Feed</Label>
        <Select value={mode} onValueChange={(v) => onModeChange(v as FeedMode)}>
          <SelectTrigger id={feedId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="public">Public Feed</SelectItem>
            <SelectItem value="mine">My Posts</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={casinoId}>Casino</Label>
        <Select value={casino} onValueChange={onCasinoChange}>
          <SelectTrigger id={casinoId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-80">
            <SelectItem value="all">All casinos</SelectItem>
            {showFavorites && <SelectItem value="favorites">My Favorite Casinos ({favoriteCount})</SelectItem>}
            {casinos.length > 0 && <SelectSeparator />}
            {casinos.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.name}
                {c.state ? ` (${c.state})` : ''}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
