import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type Props = { onShare(): void; onDismiss(): void; locating?: boolean };

/** The new-session prompt 'Find Casinos Near You' (Share Location / Not Now). */
export function LocationPrompt({ onShare, onDismiss, locating }: Props) {
  return (
    <Card className="gap-3 border-primary/30 bg-primary/5 py-4" role="region" aria-labelledby="location-prompt-title">
      <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 id="location-prompt-title" className="text-sm font-semibold">
              Find Casinos Near You
            </h2>
            <p className="text-sm text-muted-foreground">Share your location to list casinos within 25 miles first and pick the nearest one.</p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onShare} disabled={locating}>
            <MapPin aria-hidden />
            Share Location
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Not Now
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
