import type { ReactNode } from 'react';
import { Clock, Gamepad2, Info, MapPin, Sparkles, Utensils, Wine } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCasino } from '../api/get-casino';
import { ageBadge, weekdayKey, weeklyHours } from '../lib/casino-format';
import { BackLink, Facts, Section, TagSection } from './casino-detail-parts';
import { CasinoContact } from './casino-contact';
import { CasinoImage } from './casino-image';
import { CasinoPreferencesCard } from './casino-preferences-card';
import { formatCount } from '@/lib/number-format';

const iconClass = 'size-4 text-primary';
const notListed = <span className="font-normal text-muted-foreground">Not listed</span>;

/**
 * /casinos/:casinoId: everything about one casino and, signed in, the user's preferences. `start` (composed by
 * the route: casinos do not know sessions) is the "Start a session here" action, given the casino's id.
 */
export function CasinoDetailPage({ casinoId, start }: { casinoId: string; start?: (casinoId: string) => ReactNode }) {
  const { user } = useAuth();
  const { data: casino, isPending, isError, refetch } = useCasino(casinoId);

  if (isPending) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" aria-busy>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-28 rounded-xl" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      </div>
    );
  }

  if (isError || !casino) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <Card className="items-center gap-3 px-6 py-10 text-center">
          <CardTitle className="text-xl">{isError ? 'Could not load this casino' : 'Casino Not Found'}</CardTitle>
          <CardDescription>
            {isError ? 'Check your connection and try again.' : "The casino you're looking for doesn't exist or was removed."}
          </CardDescription>
          {isError && (
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
          <BackLink />
        </Card>
      </div>
    );
  }

  const age = ageBadge(casino.age_requirement);
  const today = weekdayKey(new Date());

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackLink />
      <Card className="gap-0 overflow-hidden py-0">
        <CasinoImage src={casino.image_url} alt={casino.name} className="h-56 md:h-72" />
        <div className="flex flex-col gap-3 px-6 py-5">
          <h1 className="text-2xl font-semibold tracking-tight">{casino.name}</h1>
          {(casino.city || casino.state) && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4" aria-hidden />
              {[casino.city, casino.state].filter(Boolean).join(', ')}
            </p>
          )}
          <div className="flex flex-wrap gap-1.5">
            {casino.casino_type && <Badge variant="secondary">{casino.casino_type}</Badge>}
            {age && <Badge variant="destructive">{age}</Badge>}
            {casino.hotel_attached && <Badge variant="outline">Hotel</Badge>}
          </div>
          {casino.description && <p className="text-sm">{casino.description}</p>}
          {user && start?.(casino.id)}
        </div>
      </Card>

      {/* Favourite and club number first: what a player comes back to a casino for. */}
      {user && <CasinoPreferencesCard casinoId={casino.id} />}

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Location & Contact" icon={<MapPin className={iconClass} aria-hidden />}>
          <CasinoContact casino={casino} websiteText="Visit Website" />
        </Section>

        <Section title="Gaming Information" icon={<Gamepad2 className={iconClass} aria-hidden />}>
          <Facts
            rows={[
              ['Slot Machines', casino.slot_machine_count != null ? formatCount(casino.slot_machine_count) : notListed],
              ['Table Games', casino.has_table_games ? 'Available' : 'Not Available'],
              ['Gaming Class', casino.gaming_machine_class ?? notListed],
              ['Rewards Program', casino.rewards_program ?? notListed],
            ]}
          />
        </Section>

        <Section title="Operating Hours" icon={<Clock className={iconClass} aria-hidden />}>
          <ul className="grid gap-1.5 text-sm">
            {weeklyHours(casino.operating_hours).map((d) => (
              <li
                key={d.key}
                className={cn('flex justify-between gap-3 rounded-md px-2 py-0.5', d.key === today && 'bg-secondary font-medium')}
                aria-current={d.key === today ? 'date' : undefined}
              >
                <span>{d.label}</span>
                <span>{d.hours}</span>
              </li>
            ))}
          </ul>
        </Section>

        <TagSection
          title="Amenities"
          icon={<Sparkles className={iconClass} aria-hidden />}
          items={casino.amenities}
          empty="No amenities listed"
        />
        <TagSection
          title="Dining Options"
          icon={<Utensils className={iconClass} aria-hidden />}
          items={casino.dining_options}
          empty="No dining options listed"
        />
        <TagSection
          title="Special Features"
          icon={<Wine className={iconClass} aria-hidden />}
          items={casino.special_features}
          empty="No special features listed"
        />

        <Section title="Policies & Information" icon={<Info className={iconClass} aria-hidden />}>
          <Facts
            rows={[
              ['Smoking Policy', casino.smoking_policy ?? notListed],
              ['Dress Code', casino.dress_code ?? notListed],
              ['Parking', casino.parking_info ?? (casino.has_parking ? 'Available' : notListed)],
              ['Minimum Age', `${casino.age_requirement}+`],
            ]}
          />
        </Section>
      </div>
    </div>
  );
}
