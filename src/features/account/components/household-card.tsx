import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { UsersRound } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  acceptedHousehold,
  useAcceptHouseholdInvite,
  useEndHousehold,
  useInviteToHousehold,
  useMyHousehold,
  type Household,
} from '@/api/household';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';

const inviteSchema = z.object({ email: z.string().trim().email('Enter the e-mail address of the player to invite') });
type InviteInput = z.infer<typeof inviteSchema>;

const SENT_STATUS: Partial<Record<Household['status'], string>> = {
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired without an answer',
  ended: 'ended',
};

function InviteForm() {
  const invite = useInviteToHousehold();
  const form = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const onSubmit = (v: InviteInput) =>
    !invite.isPending &&
    invite.mutate(v.email, {
      onSuccess: () => {
        form.reset({ email: '' });
        toast.success('Invite sent');
      },
    });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate>
        <TextField
          control={form.control}
          name="email"
          type="email"
          label="Your spouse's e-mail address"
          description="The address of their Slot Play Tracker account. They see the invite in their notifications and must accept it."
          autoComplete="off"
          maxLength={320}
        />
        <SubmitButton className="w-full sm:w-fit" pending={invite.isPending} pendingText="Sending...">
          Send invite
        </SubmitButton>
      </form>
    </Form>
  );
}

/**
 * Account → Household: a household for a joint return (married filing jointly). Invite a spouse by e-mail, accept or
 * decline an invite, withdraw one sent, end the household (the one confirm: it stops both players' joint Tax Year).
 */
export function HouseholdCard() {
  const { data, isPending, error } = useMyHousehold();
  const accept = useAcceptHouseholdInvite();
  const end = useEndHousehold();
  const [ending, setEnding] = useState<Household | null>(null);
  const current = acceptedHousehold(data);
  const incoming = (data ?? []).filter((h) => h.role === 'invitee' && h.status === 'pending');
  const sent = (data ?? []).filter((h) => h.role === 'inviter' && h.status !== 'accepted');
  const waiting = sent.find((h) => h.status === 'pending');
  const last = sent.find((h) => h.status !== 'pending');
  const busy = accept.isPending || end.isPending;

  const endIt = (h: Household, done: string) =>
    end.mutate(h.id, { onSuccess: () => toast.success(done), onSettled: () => setEnding(null) });

  return (
    <Card id="household">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="size-5 text-primary" aria-hidden />
          Household
        </CardTitle>
        <CardDescription>
          For a joint tax return (married filing jointly): you and your spouse see each other&apos;s Tax Year, read-only, and Tax Year can
          add your figures together. Nothing else is shared: not your sessions list, notes, photos or posts.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? (
          <p role="alert">Failed to load your household. Please try again.</p>
        ) : isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : current ? (
          <div className="space-y-3" data-testid="household-current">
            <p>
              You and <span className="font-medium">{current.other_name}</span> are a household since {formatDate(current.accepted_at)}.
            </p>
            <Button variant="outline" className="w-full sm:w-fit" disabled={busy} onClick={() => setEnding(current)}>
              End household
            </Button>
          </div>
        ) : (
          <>
            {incoming.map((h) => (
              <div key={h.id} className="space-y-2 rounded-md border p-3" data-testid="household-invite">
                <p>
                  <span className="font-medium">{h.other_name}</span> invited you to a household for a joint return (until{' '}
                  {formatDate(h.expires_at)}).
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    disabled={busy}
                    onClick={() => accept.mutate(h.id, { onSuccess: () => toast.success('You are a household now') })}
                  >
                    Accept
                  </Button>
                  <Button variant="outline" disabled={busy} onClick={() => endIt(h, 'Invite declined')}>
                    Decline
                  </Button>
                </div>
              </div>
            ))}
            {waiting ? (
              <div className="space-y-2" data-testid="household-sent">
                <p>
                  Invite sent to <span className="font-medium break-all">{waiting.email}</span>: waiting for them to accept (until{' '}
                  {formatDate(waiting.expires_at)}).
                </p>
                <Button variant="outline" className="w-full sm:w-fit" disabled={busy} onClick={() => endIt(waiting, 'Invite withdrawn')}>
                  Withdraw invite
                </Button>
              </div>
            ) : (
              <>
                {last && SENT_STATUS[last.status] ? (
                  <p className="text-sm text-muted-foreground">
                    Your invite to <span className="break-all">{last.email}</span> {SENT_STATUS[last.status]}.
                  </p>
                ) : null}
                <InviteForm />
              </>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && !end.isPending && setEnding(null)}
        title="End the household?"
        description={`You and ${ending?.other_name ?? 'your spouse'} will no longer see each other's Tax Year. Either of you can invite the other again.`}
        confirmLabel="End household"
        pendingLabel="Ending..."
        pending={end.isPending}
        onConfirm={() => ending && endIt(ending, 'Household ended')}
      />
    </Card>
  );
}
