import { useState } from 'react';
import { useCoolOffConfirm } from '@/api/cool-off-confirm';

/** During a cool-off the player confirms a second time first (the pause is named); presses meanwhile are ignored. */
export function useCoolOffGuard(action: string) {
  const confirmCoolOff = useCoolOffConfirm();
  const [asking, setAsking] = useState(false);
  const guard = async (busy: boolean, then: () => void) => {
    if (asking || busy) return;
    setAsking(true);
    const ok = await confirmCoolOff(action).finally(() => setAsking(false));
    if (ok) then();
  };
  return { asking, guard };
}
