import { Clock, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMiles } from '@/lib/geo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ageBadge, CARD_AMENITIES, CARD_DINING, moreLabel, takeWithMore, todayHours } from '../lib/casino-format';
import type { CasinoSummary } from '../api/get-casinos';
import { CasinoContact } from './casino-contact';
import { CasinoImage } from './casino-image';
import { formatCount } from '@/lib/number-format';

function TagList({ label, items, count }: { label: string; items: string[]; count: number }) {
  const { shown, more } = takeWithMore(items, count);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs font-medium text-muted-foreground">{label}:</span>
      {shown.map((item) => (
        <Badge key={item} variant="outline" className="font-normal">
          {item}
        </Badge>
      ))}
      {more > 0 && <span className="text-xs text-muted-foreground">{moreLabel(more)}</span>}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}

interface CasinoCardProps {
  casino: CasinoSummary;
  isFavorite: boolean;
  /** Signed in: a star button that favourites the casino from the list. */
  onFavoriteChange?: (favorite: boolean) => void;
  favoriteBusy?: boolean;
}

/** One casino in the Find Casinos list. */
export function CasinoCard({ casino, isFavorite, onFavoriteChange, favoriteBusy }: CasinoCardProps) {
  const age = ageBadge(casino.age_requirement);
  return (
    <Card aria-label={casino.name} role="article" className="gap-4 overflow-hidden py-0">
      <CasinoImage src={casino.image_url} alt={casino.name} className="h-40" />
      <div className="flex flex-1 flex-col gap-4 px-5 pt-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="flex min-w-0 items-center gap-1.5 text-lg leading-tight font-semibold">
            <span className="line-clamp-2">{casino.name}</span>
            {isFavorite && !onFavoriteChange && (
              <Star className="size-4 shrink-0 fill-accent text-accent" aria-label="Favorite" role="img" />
            )}
          </h2>
          <div className="flex shrink-0 items-center gap-1.5">
            {onFavoriteChange && (
              <Button
                variant="ghost"
                size="icon"
                className="-my-1 size-9"
                aria-label={`Favorite ${casino.name}`}
                aria-pressed={isFavorite}
                disabled={favoriteBusy}
                onClick={() => onFavoriteChange(!isFavorite)}
              >
                <Star className={isFavorite ? 'size-5 fill-accent text-accent' : 'size-5 text-muted-foreground'} aria-hidden />
              </Button>
            )}
            {casino.distance_miles != null && (
              <span className="text-sm font-medium text-primary">{formatMiles(casino.distance_miles)}</span>
            )}
            {age && (
              <Badge variant="destructive" title={`Minimum age ${casino.age_requirement}`}>
                {age}
              </Badge>
            )}
          </div>
        </div>

        <CasinoContact casino={casino} />

        <p className="flex items-center gap-2 text-sm">
          <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <span className="text-muted-foreground">Today: </span>
            {todayHours(casino.operating_hours)}
          </span>
        </p>

        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <Fact label="Slots" value={casino.slot_machine_count != null ? formatCount(casino.slot_machine_count) : '—'} />
          <Fact label="Table Games" value={casino.has_table_games ? 'Yes' : 'No'} />
          <Fact label="Class" value={casino.gaming_machine_class ?? '—'} />
        </dl>

        <div className="flex flex-col gap-2">
          <TagList label="Amenities" items={casino.amenities} count={CARD_AMENITIES} />
          <TagList label="Dining" items={casino.dining_options} count={CARD_DINING} />
        </div>

        <div className="flex flex-wrap gap-1.5">
          {casino.casino_type && <Badge variant="secondary">{casino.casino_type}</Badge>}
          {casino.rewards_program && <Badge variant="accent">{casino.rewards_program}</Badge>}
          {casino.hotel_attached && <Badge variant="outline">Hotel</Badge>}
          {casino.has_parking && <Badge variant="outline">Parking</Badge>}
        </div>
      </div>
      <div className="mt-auto px-5 pb-5">
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.casinoDetail.getHref(casino.id)} aria-label={`View Details: ${casino.name}`}>
            View Details
          </Link>
        </Button>
      </div>
    </Card>
  );
}
