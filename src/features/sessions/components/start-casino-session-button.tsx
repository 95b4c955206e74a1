import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useFloor } from '../api/get-floor';
import { CasinoSessionDialog } from './casino-session-dialog';

/**
 * "I'm at the casino": opens New Casino Session in place (on `casinoId` when given, else the player's usual
 * casino), so a regular is one tap from starting the night. Nothing shows while a casino session is open (its
 * card is the way in then) or until that is known.
 */
export function StartCasinoSessionButton({
  casinoId,
  label = "I'm at the casino",
  className,
}: {
  casinoId?: string;
  label?: string;
  className?: string;
}) {
  const { casinoSession, loading } = useFloor();
  const [open, setOpen] = useState(false);
  if (loading || casinoSession) return null;
  return (
    <>
      <Button className={cn('h-12 w-full sm:w-auto', className)} onClick={() => setOpen(true)}>
        <Building2 aria-hidden />
        {label}
      </Button>
      <CasinoSessionDialog open={open} onOpenChange={setOpen} casinoId={casinoId} />
    </>
  );
}
