import { useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { answerCoolOff, coolOffStore, type CoolOffRequest } from '@/lib/play-limits/alert-store';
import { formatPauseEnd } from '@/lib/play-limits/pause';

/** The second confirmation during a cool-off (asked by useCoolOffConfirm); rendered once, in the layout. */
export function CoolOffConfirmHost() {
  const request = useSyncExternalStore(coolOffStore.subscribe, coolOffStore.get);
  // The words stay while the dialog closes.
  const [last, setLast] = useState<CoolOffRequest | null>(null);
  if (request && request !== last) setLast(request);
  const shown = request ?? last;
  return (
    <ConfirmDialog
      open={!!request}
      onOpenChange={(open) => !open && answerCoolOff(false)}
      title="You paused play"
      description={shown ? `You paused play until ${formatPauseEnd(shown.until)}. ${shown.actionName} anyway?` : ''}
      confirmLabel={shown ? `${shown.actionName} anyway` : 'Continue'}
      cancelLabel="Keep my pause"
      cancelIsPrimary
      destructive={false}
      onConfirm={() => answerCoolOff(true)}
    />
  );
}
