import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useNow } from '@/hooks/use-now';
import { formatDateTime } from '@/lib/dates';
import { deviceLabel } from '@/lib/device-label';
import { applyWrites, type Shown } from '@/lib/offline/define-write';
import { useShownWrites } from '@/lib/offline/use-offline-state';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { usePreparerLinks, type PreparerLink } from '../api/preparer-links';
import { copyLink, preparerLinkScopeLabel, preparerLinkUrl } from '../lib/preparer-link-scope';
import { preparerLinkRevoke } from '../writes/preparer-link-revoke';
import { preparerLinkRows } from '../writes/preparer-link-rows';
import { PREPARER_LINK_WRITES } from '../writes/preparer-link-writes';
import { RevokeConfirm } from './preparer-link-dialog';

const linkStatus = (l: Pick<PreparerLink, 'revoked' | 'expires_at'>, now: number) =>
  l.revoked ? 'Revoked' : new Date(l.expires_at).getTime() <= now ? 'Expired' : 'Active';

function LinkRow({ link, now, onRevoke }: { link: Shown<PreparerLink>; now: number; onRevoke(): void }) {
  const state = linkStatus(link, now);
  return (
    <li className="space-y-2 p-3" data-testid="preparer-link-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {preparerLinkScopeLabel(link)}
            <Badge variant={state === 'Active' ? 'secondary' : 'outline'}>{state}</Badge>
            {link.syncState === 'pending' && <Badge variant="outline">Waiting to sync</Badge>}
          </p>
          <p className="text-muted-foreground">
            {state === 'Revoked' && link.revoked_at
              ? `Revoked ${formatDateTime(link.revoked_at)}`
              : `${state === 'Active' ? 'Expires' : 'Expired'} ${formatDateTime(link.expires_at)}`}
          </p>
        </div>
        {state === 'Active' && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => copyLink(preparerLinkUrl(link.token))}>
              Copy link
            </Button>
            <Button variant="outline" size="sm" onClick={onRevoke}>
              Revoke
            </Button>
          </div>
        )}
      </div>
      {link.openings.length === 0 ? (
        <p className="text-muted-foreground">Not opened yet.</p>
      ) : (
        <ul className="space-y-1" aria-label={`Openings of the ${preparerLinkScopeLabel(link)} link`}>
          {link.openings.map((o) => (
            <li key={o.id} data-testid="preparer-link-opening">
              Opened {formatDateTime(o.opened_at)} · {deviceLabel(o.user_agent) ?? 'Browser not known'}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Account: the links made for a tax preparer, each with its year, expiry, status, every opening, Copy and Revoke. */
export function PreparerLinksCard() {
  const links = usePreparerLinks();
  const writes = useShownWrites(PREPARER_LINK_WRITES);
  const revoke = useOutboxSave(preparerLinkRevoke);
  const [revoking, setRevoking] = useState<string | null>(null);
  // A link past its expiry shows it within a minute, without a reload.
  const now = useNow(60_000);
  const list = applyWrites(links.data ?? [], writes, preparerLinkRows);
  return (
    <Card id="preparer-links">
      <CardHeader>
        <CardTitle>Links for your tax preparer</CardTitle>
        <CardDescription>Made from Tax Year: when each was opened and from what browser. Revoking works at once.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {links.isPending ? (
          <p className="text-muted-foreground">Loading links...</p>
        ) : links.error ? (
          <p role="alert">Failed to load your links. Please try again.</p>
        ) : list.length === 0 ? (
          <p className="text-muted-foreground">No links yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Links for your tax preparer">
            {list.map((l) => (
              <LinkRow key={l.id} link={l} now={now} onRevoke={() => setRevoking(l.id)} />
            ))}
          </ul>
        )}
        <RevokeConfirm
          open={!!revoking}
          onOpenChange={(open) => !open && setRevoking(null)}
          onConfirm={() => revoking && revoke.save(revoking)}
        />
      </CardContent>
    </Card>
  );
}
