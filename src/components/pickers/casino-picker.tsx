import { useMemo } from 'react';
import { MapPin, Star } from 'lucide-react';
import { casinoSubtitle, matchesCasino, orderCasinoOptions, type CasinoOption } from '@/lib/picker-options';
import { SearchPicker } from './search-picker';

export type { CasinoOption };

export interface CasinoPickerProps {
  options: CasinoOption[];
  value: string | null;
  onChange(id: string | null): void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/** Searchable casino choice: favourites first (star), then nearby (pin, distance), then by name; archived casinos only as the current value. */
export function CasinoPicker({ options, placeholder = 'Select a casino', ...rest }: CasinoPickerProps) {
  const { value } = rest;
  const ordered = useMemo(() => orderCasinoOptions(options.filter((o) => !o.archived || o.id === value)), [options, value]);
  return (
    <SearchPicker<CasinoOption>
      {...rest}
      options={ordered}
      matches={matchesCasino}
      label={(o) => o.name}
      placeholder={placeholder}
      searchPlaceholder="Search casinos..."
      emptyText="No casinos found."
      renderOption={(o) => (
        <span className="flex min-w-0 flex-1 items-center gap-2">
          {o.isFavorite ? (
            <Star className="size-4 shrink-0 fill-accent text-accent" aria-label="Favorite" />
          ) : o.distanceMiles != null ? (
            <MapPin className="size-4 shrink-0 text-primary" aria-label="Nearby" />
          ) : (
            <span className="size-4 shrink-0" aria-hidden />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate">{o.name}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {casinoSubtitle(o)}
              {o.distanceMiles != null ? ` · ${o.distanceMiles.toFixed(1)} mi` : ''}
            </span>
          </span>
        </span>
      )}
    />
  );
}
