import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLazyModule } from '@/hooks/use-lazy-module';

const loadDialog = () => import('@/features/support/components/support-ticket-dialog');

/**
 * Top bar support icon: opens the 'Submit Support Ticket' dialog. The dialog (form, validation) is its
 * own chunk, fetched when the browser is idle or on the first click.
 */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  const dialog = useLazyModule(loadDialog);
  const Dialog = dialog.module?.SupportTicketDialog;
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Submit support ticket"
      className="text-white hover:bg-white/10 hover:text-white"
      onClick={
        Dialog
          ? undefined
          : () => {
              setOpen(true);
              dialog.load();
            }
      }
    >
      <LifeBuoy className="size-5" />
    </Button>
  );
  return Dialog ? <Dialog open={open} onOpenChange={setOpen} trigger={trigger} /> : trigger;
}
