import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useCasinoStates } from '../api/get-casino-states';

export interface FilterValues {
  search: string;
  state: string | null;
  favoritesOnly: boolean;
}

const ALL = '__all__';

/** Directory filters: free text, state, favorites only, clear. */
export function DirectoryFiltersBar({
  values,
  onChange,
  onClear,
}: {
  values: FilterValues;
  onChange: (v: FilterValues) => void;
  onClear: () => void;
}) {
  const states = useCasinoStates();
  const active = values.search !== '' || values.state !== null || values.favoritesOnly;

  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_auto_auto] md:items-end">
      <div className="grid gap-2">
        <Label htmlFor="directory-search">Search Casinos</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="directory-search"
            className="pl-8"
            placeholder="Name, city or state"
            value={values.search}
            onChange={(e) => onChange({ ...values, search: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="directory-state">Filter by State</Label>
        <Select value={values.state ?? ALL} onValueChange={(v) => onChange({ ...values, state: v === ALL ? null : v })}>
          <SelectTrigger id="directory-state">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All States</SelectItem>
            {(states.data ?? []).map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="directory-favorites"
          checked={values.favoritesOnly}
          onCheckedChange={(checked) => onChange({ ...values, favoritesOnly: checked })}
        />
        <Label htmlFor="directory-favorites">Favorites only</Label>
      </div>
      <Button variant="outline" onClick={onClear} disabled={!active}>
        <X aria-hidden />
        Clear Filters
      </Button>
    </div>
  );
}
