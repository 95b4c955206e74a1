import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { SupportTicketForm } from './support-ticket-form';

interface SupportTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}

/** 'Submit Support Ticket' dialog; it closes after a ticket is filed. */
export function SupportTicketDialog({ open, onOpenChange, trigger }: SupportTicketDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Submit Support Ticket</DialogTitle>
          <DialogDescription>
            Tell us what went wrong or what you need. We read every ticket.{' '}
            <Link
              to={paths.account.getHref('my-tickets')}
              className="text-primary underline underline-offset-2"
              onClick={() => onOpenChange(false)}
            >
              My tickets
            </Link>
          </DialogDescription>
        </DialogHeader>
        <SupportTicketForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
