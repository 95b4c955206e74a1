import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCasinoSessionHoldings } from '../api/get-casino-session-holdings';
import { holdingsText } from '../lib/confirm-texts';

/**
 * Under the delete question: what the casino session holds (its slot sessions and W2Gs, by the one SQL rule)
 * and the choice to delete them with it. Unchecked (the default) keeps them: they count on their own.
 */
export function DeleteCasinoSessionPlay({
  sessionId,
  withPlay,
  onWithPlayChange,
}: {
  sessionId: string;
  withPlay: boolean;
  onWithPlayChange(next: boolean): void;
}) {
  const holdings = useCasinoSessionHoldings(sessionId);
  const id = useId();
  if (holdings.isPending) return <p className="text-sm text-muted-foreground">Checking what this casino session holds...</p>;
  if (holdings.isError)
    return (
      <p className="text-sm text-muted-foreground">Could not check its slot sessions and W2Gs: they are kept and count on their own.</p>
    );
  const { slotSessions, w2gJackpots } = holdings.data;
  if (slotSessions + w2gJackpots === 0) return <p className="text-sm text-muted-foreground">It holds no slot sessions or W2Gs.</p>;
  return (
    <div className="grid gap-3 text-sm">
      <p>{holdingsText(slotSessions, w2gJackpots)}</p>
      <div className="flex items-start gap-2">
        <Checkbox id={id} checked={withPlay} onCheckedChange={(v) => onWithPlayChange(v === true)} className="mt-0.5" />
        <Label htmlFor={id} className="leading-snug font-normal">
          Delete them with it
        </Label>
      </div>
      <p className="text-muted-foreground">
        {withPlay
          ? 'They will be deleted too, also from Reports and Tax Year.'
          : 'Kept, they stay in Sessions, Reports and Tax Year on their own.'}
      </p>
    </div>
  );
}
