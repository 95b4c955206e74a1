import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Hand } from 'lucide-react';
import { usePlayLimits, type PlayLimitsRow } from '@/api/play-limits';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Helpline } from '@/components/helpline';
import { Form } from '@/components/ui/form';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/hooks/use-auth';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { formatMoneyInput } from '@/lib/money';
import { formatPauseEnd, isPaused, PAUSE_CHOICES } from '@/lib/play-limits/pause';
import { useEndPause, usePausePlay } from '../api/pause-play';
import { playLimitsFormSchema, useSavePlayLimits, type PlayLimitsFormValues } from '../api/save-play-limits';

const money = (n: number | null | undefined) => (n == null ? '' : formatMoneyInput(n));

function formValues(row: PlayLimitsRow | null): PlayLimitsFormValues {
  const minutes = row?.casino_session_time_limit_minutes ?? null;
  return {
    casino_session_loss_limit: money(row?.casino_session_loss_limit),
    day_loss_limit: money(row?.day_loss_limit),
    month_loss_limit: money(row?.month_loss_limit),
    time_hours: minutes == null ? '' : String(Math.floor(minutes / 60)),
    time_minutes: minutes == null ? '' : String(minutes % 60),
  };
}

/** Follows the latest row (a pause, another device) until the player types; after its own save it starts from the saved row. */
function LimitsEditor({ userId, latest }: { userId: string; latest: PlayLimitsRow | null }) {
  const versioned = latest ?? { updated_at: '' };
  const { base, pin, followLatest } = useEditBase(versioned);
  const row = base.updated_at ? (base as PlayLimitsRow) : null;
  return <LimitsForm key={base.updated_at} userId={userId} row={row} onEdited={pin} followLatest={followLatest} />;
}

function LimitsForm({
  userId,
  row,
  onEdited,
  followLatest,
}: {
  userId: string;
  row: PlayLimitsRow | null;
  onEdited(): void;
  followLatest(): void;
}) {
  const save = useSavePlayLimits(userId, row, { onReload: followLatest });
  const form = useForm<PlayLimitsFormValues>({ resolver: zodResolver(playLimitsFormSchema), defaultValues: formValues(row) });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const onSubmit = (values: PlayLimitsFormValues) => !save.isPending && save.mutate(values, { onSuccess: followLatest });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Play limits">
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField
            control={form.control}
            name="casino_session_loss_limit"
            label="Loss limit per casino session"
            placeholder="No limit"
          />
          <MoneyField control={form.control} name="day_loss_limit" label="Loss limit per day" placeholder="No limit" />
          <MoneyField control={form.control} name="month_loss_limit" label="Loss limit per month" placeholder="No limit" />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Time limit per casino session</legend>
          <div className="grid grid-cols-2 gap-4 sm:w-80">
            <TextField control={form.control} name="time_hours" label="Hours" inputMode="numeric" placeholder="0" autoComplete="off" />
            <TextField control={form.control} name="time_minutes" label="Minutes" inputMode="numeric" placeholder="0" autoComplete="off" />
          </div>
        </fieldset>
        <p className="text-sm text-muted-foreground">Leave a limit empty to turn it off.</p>
        <SubmitButton className="w-full sm:w-fit" pending={save.isPending} pendingText="Saving...">
          Save limits
        </SubmitButton>
      </form>
    </Form>
  );
}

/** The cool-off: pause for 24 h / 72 h / 7 days; ending a pause early takes a confirmation naming its end. */
function PauseSection({ userId, pausedUntil }: { userId: string; pausedUntil: string | null }) {
  const pause = usePausePlay();
  const end = useEndPause(userId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const paused = isPaused(pausedUntil);
  return (
    <section aria-labelledby="pause-heading" className="grid gap-3">
      <h3 id="pause-heading" className="text-sm font-medium">
        Take a break
      </h3>
      {paused ? (
        <div className="grid gap-2 rounded-lg border bg-secondary/60 p-3 text-sm">
          <p role="status" className="font-medium">
            Paused until {formatPauseEnd(pausedUntil)}
          </p>
          <p className="text-muted-foreground">While paused, Add Cash and Start a machine ask you a second time.</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setConfirmEnd(true)}>
            End pause early
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Pause play for a while: Add Cash and Start a machine will ask you a second time until the pause ends.
        </p>
      )}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Pause play for">
        {PAUSE_CHOICES.map((c) => (
          <Button key={c.hours} variant="secondary" size="sm" disabled={pause.isPending} onClick={() => pause.mutate(c.hours)}>
            Pause for {c.label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title="End your pause early?"
        description={`You chose to pause play until ${pausedUntil ? formatPauseEnd(pausedUntil) : ''}. Ending it now stops the second confirmation before Add Cash and Start a machine.`}
        confirmLabel="End pause"
        pendingLabel="Ending..."
        cancelLabel="Keep my pause"
        cancelIsPrimary
        destructive={false}
        pending={end.isPending}
        onConfirm={() => end.mutate(undefined, { onSettled: () => setConfirmEnd(false) })}
      />
    </section>
  );
}

/** Account -> Play limits: loss limits per casino session, day and month, a time limit per casino session, a cool-off, and the helpline. Private, off by default. */
export function PlayLimitsCard() {
  const { user } = useAuth();
  const limits = usePlayLimits(user?.id);
  return (
    <Card id="play-limits" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hand className="size-4 text-primary" aria-hidden />
          Play limits
        </CardTitle>
        <CardDescription>
          Private to you and off until you set them. At 80% and 100% of a limit the app tells you; it never stops you recording your play.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {!user || limits.isLoading ? (
          <div className="grid gap-3" role="status" aria-label="Loading play limits">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : limits.error ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Failed to load your play limits.</p>
            <Button variant="outline" size="sm" onClick={() => limits.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <LimitsEditor userId={user.id} latest={limits.data ?? null} />
            <Separator />
            <PauseSection userId={user.id} pausedUntil={limits.data?.paused_until ?? null} />
          </>
        )}
        <Helpline />
      </CardContent>
    </Card>
  );
}
