import { MapPin, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CASINO_LIST_RADIUS_MILES } from '@/lib/geo';

interface LocationPromptProps {
  locating: boolean;
  onShare: () => void;
  onDismiss: () => void;
}

/** Asks to use the browser's location to list nearby casinos first. */
export function LocationPrompt({ locating, onShare, onDismiss }: LocationPromptProps) {
  return (
    <Card role="region" aria-label="Location" className="relative flex-row items-center gap-4 border-primary/30 bg-secondary/60 px-4 py-4 sm:px-6">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
        <MapPin className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 pr-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium">Find casinos near you</p>
          <p className="text-sm text-muted-foreground">
            Share your location to see the casinos within {CASINO_LIST_RADIUS_MILES} miles, nearest first.
          </p>
        </div>
        <Button size="sm" onClick={onShare} disabled={locating} className="w-fit">
          <MapPin />
          {locating ? 'Locating…' : 'Share Location'}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss location prompt"
        onClick={onDismiss}
        className="absolute top-1.5 right-1.5 size-8 text-muted-foreground"
      >
        <X />
      </Button>
    </Card>
  );
}
