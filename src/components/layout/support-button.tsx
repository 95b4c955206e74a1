import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/** Top bar support icon. Placeholder dialog until the support-ticket feature lands. */
export function SupportButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Submit support ticket" className="text-white hover:bg-white/10 hover:text-white">
          <LifeBuoy className="size-5" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Submit Support Ticket</DialogTitle>
          <DialogDescription>Support tickets are coming soon.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
