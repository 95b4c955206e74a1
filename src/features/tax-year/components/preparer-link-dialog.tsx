import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRowId } from '@/hooks/use-row-id';
import { formatDate, todayLocal } from '@/lib/dates';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { newShareToken } from '@/lib/share-token';
import { defaultExpiryDay, expiresAtOf, expirySchema, lastExpiryDay } from '../lib/preparer-link-expiry';
import { copyLink, PREPARER_LINK_DAYS, preparerLinkScope, preparerLinkUrl } from '../lib/preparer-link-scope';
import { preparerLinkCreate } from '../writes/preparer-link-create';
import { preparerLinkRevoke } from '../writes/preparer-link-revoke';

/** Tax Year → "Share with my tax preparer": the link's expiry, then its address to copy (and revoke). */
export function PreparerLinkDialog({ year, open, onOpenChange }: { year: number; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share {year} with my tax preparer</DialogTitle>
          <DialogDescription>
            Anyone with the link sees your {year} answer, W-2G forms with their photos, gaps, casino statements and the diary, and can
            download them. Never your notes, club numbers, exact locations or another year. You can revoke it at once.
          </DialogDescription>
        </DialogHeader>
        {open && <PreparerLinkForm year={year} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PreparerLinkForm({ year, onDone }: { year: number; onDone(): void }) {
  const [id] = useRowId();
  const [token] = useState(newShareToken);
  const [made, setMade] = useState<'sent' | 'saved-on-device' | null>(null);
  const today = todayLocal();
  const schema = useMemo(() => z.object({ expires: expirySchema(today) }), [today]);
  const form = useForm<{ expires: string }>({
    resolver: zodResolver(schema),
    defaultValues: { expires: defaultExpiryDay(today, PREPARER_LINK_DAYS) },
  });
  const create = useOutboxSave(preparerLinkCreate, { onDone: setMade });
  if (made) return <MadeLink id={id} url={preparerLinkUrl(token)} made={made} onDone={onDone} />;
  const onSubmit = ({ expires }: { expires: string }) =>
    create.save({ id, token, ...preparerLinkScope(year), expires_at: expiresAtOf(expires) });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3" aria-label="Link for your tax preparer">
        <TextField
          control={form.control}
          name="expires"
          type="date"
          label="The link works until"
          description={`The end of that day. At most a year: until ${formatDate(lastExpiryDay(today))}.`}
          min={defaultExpiryDay(today, 1)}
          max={lastExpiryDay(today)}
          required
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

function MadeLink({ id, url, made, onDone }: { id: string; url: string; made: 'sent' | 'saved-on-device'; onDone(): void }) {
  const revoke = useOutboxSave(preparerLinkRevoke, { onDone });
  const [asking, setAsking] = useState(false);
  return (
    <div className="grid gap-3">
      <label className="text-sm font-medium" htmlFor="preparer-link">
        The link
      </label>
      <Input id="preparer-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="preparer-link" />
      {made === 'saved-on-device' && (
        <p className="text-sm text-muted-foreground">It opens for your preparer once this change has synced.</p>
      )}
      <p className="text-sm text-muted-foreground">Account lists your links, each time one was opened, and revokes them.</p>
      <DialogFooter>
        <Button variant="outline" onClick={() => setAsking(true)} disabled={revoke.isPending}>
          Revoke
        </Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
        <Button onClick={() => copyLink(url)}>Copy link</Button>
      </DialogFooter>
      <RevokeConfirm open={asking} onOpenChange={setAsking} onConfirm={() => revoke.save(id)} />
    </div>
  );
}

/** The one question before a preparer link is revoked. */
export function RevokeConfirm({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange(open: boolean): void; onConfirm(): void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Revoke this link?"
      description="Your preparer is told it was revoked the next time it is opened. You can make a new one."
      confirmLabel="Revoke"
      destructive
      onConfirm={onConfirm}
    />
  );
}
