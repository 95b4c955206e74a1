import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLazyPopup } from '@/hooks/use-lazy-module';

const loadDialog = () => import('@/features/support/components/support-ticket-dialog');

/**
 * Top bar support icon: opens the 'Submit Support Ticket' dialog. The dialog (form, validation) is its
 * own chunk, fetched when the browser is idle or on the first click.
 */
export function SupportButton() {
  const popup = useLazyPopup(loadDialog);
  const Dialog = popup.module?.SupportTicketDialog;
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Submit support ticket"
      className="text-white hover:bg-white/10 hover:text-white"
      onClick={popup.onTriggerClick}
    >
      <LifeBuoy className="size-5" />
    </Button>
  );
  return Dialog ? <Dialog open={popup.open} onOpenChange={popup.setOpen} trigger={trigger} /> : trigger;
}
