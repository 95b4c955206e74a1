import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import { CheckboxField } from '@/components/form/choice-fields';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRowId } from '@/hooks/use-row-id';
import { paths } from '@/config/paths';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { shareCreate } from '../writes/share-create';
import { newShareToken, shareExpiry } from '@/lib/share-token';
import { DEFAULT_SHARE_DAYS, SHARE_DAYS } from '../lib/share-token';
import { shareUrl } from '../lib/trip-words';

const schema = z.object({
  show_name: z.boolean(),
  show_dates: z.boolean(),
  show_casinos: z.boolean(),
  show_net: z.boolean(),
  show_w2g_count: z.boolean(),
  days: z.string(),
});
type Values = z.infer<typeof schema>;

/** Makes a share link for the trip: the player ticks what it shows and how long it lasts, then copies the address. */
export function ShareDialog({ tripId, open, onOpenChange }: { tripId: string; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this trip</DialogTitle>
          <DialogDescription>
            Friends with the link see only what you tick: never photos, notes, tax ids, club numbers or times. You can revoke it at once.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareForm tripId={tripId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ tripId, onDone }: { tripId: string; onDone(): void }) {
  const [id] = useRowId();
  const [token] = useState(newShareToken);
  const [made, setMade] = useState<'sent' | 'saved-on-device' | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      show_name: true,
      show_dates: true,
      show_casinos: true,
      show_net: false,
      show_w2g_count: false,
      days: String(DEFAULT_SHARE_DAYS),
    },
  });
  const create = useOutboxSave(shareCreate, { onDone: setMade });
  const url = shareUrl(paths.sharedTrip.getHref(token));
  if (made) {
    const copy = () =>
      navigator.clipboard?.writeText(url).then(
        () => toast.success('Link copied'),
        () => toast.error('Copy failed: select the link and copy it'),
      );
    return (
      <div className="grid gap-3">
        <label className="text-sm font-medium" htmlFor="share-link">
          The link
        </label>
        <Input id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        {made === 'saved-on-device' && <p className="text-sm text-muted-foreground">It opens for others once this change has synced.</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Done
          </Button>
          <Button onClick={copy}>Copy link</Button>
        </DialogFooter>
      </div>
    );
  }
  const onSubmit = ({ days, ...shown }: Values) =>
    create.save({ id, trip_id: tripId, token, ...shown, expires_at: shareExpiry(Number(days)) });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3" aria-label="Share link">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">The page shows</legend>
          <CheckboxField control={form.control} name="show_name" label="The trip's name" />
          <CheckboxField control={form.control} name="show_dates" label="Its dates" />
          <CheckboxField control={form.control} name="show_casinos" label="The casinos" />
          <CheckboxField control={form.control} name="show_net" label="The gambling net" />
          <CheckboxField control={form.control} name="show_w2g_count" label="How many W2G jackpots" />
        </fieldset>
        <SelectField
          control={form.control}
          name="days"
          label="The link expires after"
          options={SHARE_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={create.isPending} pendingText="Making...">
            Make link
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
