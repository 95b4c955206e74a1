import { MapPin, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NEARBY_RADIUS_MILES } from '@/lib/geo';

export const LOCATION_DENIED_TEXT =
  'Location is off for this app, so casinos are not sorted by distance. Search by name, city or state instead.';

interface LocationPromptProps {
  locating: boolean;
  onShare(): void;
  onDismiss(): void;
  /** 'button': a 'Not Now' button (session form); 'icon': a close icon (Find Casinos). */
  dismissAs?: 'button' | 'icon';
}

/** The one location prompt ('Find Casinos Near You', the spec's title): share to list casinos within the app's radius first, nearest first. */
export function LocationPrompt({ locating, onShare, onDismiss, dismissAs = 'button' }: LocationPromptProps) {
  return (
    <Card className="relative gap-3 border-primary/30 bg-primary/5 py-4" role="region" aria-label="Location">
      <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3 pr-6 sm:pr-0">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 className="text-sm font-semibold">Find Casinos Near You</h2>
            <p className="text-sm text-muted-foreground">
              Share your location to list the casinos within {NEARBY_RADIUS_MILES} miles first, nearest first.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2 sm:mr-6">
          <Button size="sm" onClick={onShare} disabled={locating}>
            <MapPin aria-hidden />
            {locating ? 'Locating…' : 'Share Location'}
          </Button>
          {dismissAs === 'button' && (
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Not Now
            </Button>
          )}
        </div>
      </CardContent>
      {dismissAs === 'icon' && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss location prompt"
          onClick={onDismiss}
          className="absolute top-1.5 right-1.5 size-8 text-muted-foreground"
        >
          <X />
        </Button>
      )}
    </Card>
  );
}

/** The answer to a refused location: acknowledged, with the way to find a casino without it. */
export function LocationDenied() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border bg-secondary/60 p-3 text-sm text-muted-foreground">
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
      {LOCATION_DENIED_TEXT}
    </p>
  );
}
