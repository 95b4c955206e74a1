import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SupportTicketDialog } from '@/features/support/components/support-ticket-dialog';

/** Top bar support icon: opens the 'Submit Support Ticket' dialog. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <SupportTicketDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Submit support ticket" className="text-white hover:bg-white/10 hover:text-white">
          <LifeBuoy className="size-5" />
        </Button>
      }
    />
  );
}
