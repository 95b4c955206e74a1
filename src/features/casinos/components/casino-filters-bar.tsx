import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ALL_STATES, EMPTY_FILTERS, hasActiveFilters, type CasinoFilters } from '../lib/casino-filters';

interface CasinoFiltersBarProps {
  filters: CasinoFilters;
  states: { code: string; name: string }[];
  showFavorites: boolean;
  onChange: (filters: CasinoFilters) => void;
}

/** Search, state and favourites filters of the Find Casinos page. */
export function CasinoFiltersBar({ filters, states, showFavorites, onChange }: CasinoFiltersBarProps) {
  return (
    <Card className="gap-4 px-4 py-4 sm:px-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="casino-search">Search Casinos</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="casino-search"
              type="search"
              placeholder="Name, city or state"
              value={filters.search}
              onChange={(e) => onChange({ ...filters, search: e.target.value })}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="casino-state">Filter by State</Label>
          <NativeSelect id="casino-state" value={filters.state} onChange={(e) => onChange({ ...filters, state: e.target.value })}>
            <option value={ALL_STATES}>All States</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {showFavorites ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id="casino-favorites"
              checked={filters.favoritesOnly}
              onCheckedChange={(checked) => onChange({ ...filters, favoritesOnly: checked === true })}
            />
            <Label htmlFor="casino-favorites" className="font-normal">
              Show favorites only
            </Label>
          </div>
        ) : (
          <span />
        )}
        <Button variant="outline" size="sm" onClick={() => onChange(EMPTY_FILTERS)} disabled={!hasActiveFilters(filters)}>
          Clear Filters
        </Button>
      </div>
    </Card>
  );
}
