import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { newRowId } from '@/lib/writes';
import { useTripSuggestions, type TripSuggestion } from '../api/get-trip-suggestions';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { useTrips } from '../api/get-trips';
import { useTripWrites } from '../hooks/use-trip-writes';
import { showSuggestions } from '../writes/shown';
import { suggestionDismiss } from '../writes/suggestion-dismiss';
import { tripDates } from '../lib/trip-words';
import { TripFormDialog } from './trip-form-dialog';

/** Trips the app suggests from days in a row away from the player's usual casinos: accept (and rename) or dismiss. */
export function TripSuggestions({ onAccepted }: { onAccepted?(tripId: string): void }) {
  const suggestions = useTripSuggestions();
  const writes = useTripWrites();
  const trips = useTrips();
  const [accepting, setAccepting] = useState<TripSuggestion | null>(null);
  const dismiss = useOutboxSave(suggestionDismiss);
  const shown = showSuggestions(suggestions.data ?? [], writes, trips.data?.trips ?? []);
  if (shown.length === 0) return null;
  return (
    <Card data-testid="trip-suggestions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden />
          Suggested trips
        </CardTitle>
        <CardDescription>Days in a row you played away from your usual casinos.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {shown.map((s) => (
            <li key={s.start_date} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium">{s.name}</p>
                <p className="text-sm text-muted-foreground">
                  {tripDates(s.start_date, s.end_date)} · {s.casinos.map((c) => c.name).join(', ')}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => dismiss.save({ id: newRowId(), start_date: s.start_date, end_date: s.end_date })}>
                  Dismiss<span className="sr-only"> {s.name}</span>
                </Button>
                <Button onClick={() => setAccepting(s)}>
                  Accept<span className="sr-only"> {s.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <TripFormDialog
        open={!!accepting}
        onOpenChange={(open) => !open && setAccepting(null)}
        title="Accept the suggested trip"
        defaultValues={{
          name: accepting?.name ?? '',
          start_date: accepting?.start_date ?? '',
          end_date: accepting?.end_date ?? '',
          casino_ids: [],
          notes: '',
        }}
        onSaved={onAccepted}
      />
    </Card>
  );
}
