import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/dates';
import { useTripShares, type TripShare } from '../api/get-trip-shares';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { applyWrites } from '@/lib/offline/define-write';
import { useTripWrites } from '../hooks/use-trip-writes';
import { shareRows } from '../writes/rows';
import { shareRevoke } from '../writes/share-revoke';
import { shareUrl } from '../lib/trip-words';

const shows = (s: TripShare) =>
  [s.show_name && 'name', s.show_dates && 'dates', s.show_casinos && 'casinos', s.show_net && 'net', s.show_w2g_count && 'W2G count']
    .filter(Boolean)
    .join(', ') || 'nothing';

const status = (s: TripShare, now: number) => (s.revoked ? 'Revoked' : new Date(s.expires_at).getTime() <= now ? 'Expired' : 'Active');

/** Share links (of one trip, or all of the player's), each with what it shows, its expiry, Copy and Revoke. */
export function TripShareList({ tripId }: { tripId?: string }) {
  const shares = useTripShares();
  const revoke = useOutboxSave(shareRevoke);
  const writes = useTripWrites();
  const [revoking, setRevoking] = useState<TripShare | null>(null);
  // A link past its expiry shows it within a minute, without a reload.
  const now = useNow(60_000);
  const list = applyWrites(shares.data ?? [], writes, shareRows).filter((s) => !tripId || s.trip_id === tripId);
  if (shares.isPending) return <p className="text-sm text-muted-foreground">Loading share links...</p>;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No share links yet.</p>;
  const copy = (s: TripShare) =>
    navigator.clipboard?.writeText(shareUrl(paths.sharedTrip.getHref(s.token))).then(
      () => toast.success('Link copied'),
      () => toast.error('Copy failed'),
    );
  return (
    <>
      <ul className="divide-y rounded-md border text-sm" aria-label="Share links">
        {list.map((s) => {
          const state = status(s, now);
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-2" data-testid="share-link-row">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {!tripId && (
                    <Link className="underline" to={paths.tripDetail.getHref(s.trip_id)}>
                      {s.trip?.name ?? 'Trip'}
                    </Link>
                  )}
                  <Badge variant={state === 'Active' ? 'secondary' : 'outline'}>{state}</Badge>
                </p>
                <p className="text-muted-foreground">
                  Shows {shows(s)} · {state === 'Active' ? 'expires' : 'made'}{' '}
                  {formatDateTime(state === 'Active' ? s.expires_at : s.created_at)}
                </p>
              </div>
              {state === 'Active' && (
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => copy(s)}>
                    Copy link
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRevoking(s)}>
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this share link?"
        description="Anyone who opens it from now on is told it was revoked. You can make a new one."
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoking && revoke.save(revoking.id)}
      />
    </>
  );
}

/** Account: every share link the player made, to copy or revoke. */
export function TripSharesCard() {
  return (
    <Card id="share-links">
      <CardHeader>
        <CardTitle>Trip share links</CardTitle>
        <CardDescription>Links to your trips you gave friends: what each shows, until when. Revoking works at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <TripShareList />
      </CardContent>
    </Card>
  );
}
