import { LifeBuoy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { useMyTickets, type MyTicket } from '../api/get-my-tickets';

const STATUS: Record<string, { label: string; variant: 'default' | 'secondary' | 'outline' | 'accent' }> = {
  open: { label: 'Open', variant: 'default' },
  in_progress: { label: 'In progress', variant: 'accent' },
  resolved: { label: 'Resolved', variant: 'secondary' },
  closed: { label: 'Closed', variant: 'outline' },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function TicketRow({ ticket }: { ticket: MyTicket }) {
  const status = STATUS[ticket.status] ?? { label: capitalise(ticket.status), variant: 'outline' as const };
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{ticket.subject}</p>
        <p className="text-xs text-muted-foreground">
          {capitalise(ticket.category)} · {capitalise(ticket.priority)} priority · sent {formatDateTime(ticket.created_at)}
        </p>
      </div>
      <Badge variant={status.variant} className="shrink-0">
        {status.label}
      </Badge>
    </li>
  );
}

/** Account → My tickets: the support tickets the player sent, newest first, each with its status. */
export function MyTicketsCard() {
  const tickets = useMyTickets();
  return (
    <Card id="my-tickets" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-4 text-primary" aria-hidden />
          My tickets
        </CardTitle>
        <CardDescription>Support tickets you sent (the support icon in the top bar), with where each one stands.</CardDescription>
      </CardHeader>
      <CardContent>
        {tickets.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : tickets.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Could not load your tickets.</p>
            <Button variant="outline" size="sm" onClick={() => void tickets.refetch()}>
              Try again
            </Button>
          </div>
        ) : tickets.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tickets yet.</p>
        ) : (
          <ul className="divide-y" aria-label="My tickets">
            {tickets.data.map((t) => (
              <TicketRow key={t.id} ticket={t} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
