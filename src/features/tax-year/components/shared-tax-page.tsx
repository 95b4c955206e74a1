import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { usePreparerLink, type PreparerLinkAnswer } from '../api/preparer-link-read';
import type { TaxYearRead } from '../api/tax-year-read';
import { buildTaxYear } from '../lib/tax-year-model';
import { GapList } from './gap-list';
import { SharedDownloads } from './shared-tax-downloads';
import { SharedStatements, SharedW2gForms } from './shared-tax-parts';
import { TaxAnswerCard } from './tax-answer-card';

const STATUS_TEXT = {
  not_found: 'This link does not lead to a tax year. Check that it was copied whole.',
  revoked: 'This link was revoked by the player who made it. Ask them for a new one.',
  expired: 'This link has expired. Ask the player for a new one.',
  rate_limited: 'Too many requests from your connection. Wait a minute and try again.',
  unavailable: 'The tax year could not be loaded. Try again in a moment.',
} as const;

function StatusCard({ answer }: { answer: Exclude<PreparerLinkAnswer, { status: 'ok' }> | null }) {
  const status = answer?.status ?? 'unavailable';
  const when = answer?.status === 'revoked' ? answer.revokedAt : answer?.status === 'expired' ? answer.expiredAt : null;
  return (
    <div className="mx-auto w-full max-w-xl">
      <title>Tax year for a preparer · Slot Play Tracker</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-none font-semibold">Tax year for a preparer</h1>
        </CardHeader>
        <CardContent data-testid="shared-tax-status" role={status === 'unavailable' ? 'alert' : undefined}>
          <p>{STATUS_TEXT[status]}</p>
          {when && (
            <p className="mt-2 text-sm text-muted-foreground">{`${status === 'revoked' ? 'Revoked' : 'Expired'} ${formatDate(when.slice(0, 10))}.`}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** One player's year: the answer, the W-2G forms with their photos, the gaps, the casinos' statements, the downloads. */
function SharedYear({ token, year, expiresAt, player }: { token: string; year: number; expiresAt: string; player: TaxYearRead }) {
  const model = useMemo(() => buildTaxYear(year, player.play, player.statements), [year, player]);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <title>{`${player.playerName}: tax year ${year} · Slot Play Tracker`}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">
          {player.playerName}: tax year {year}
        </h1>
        <p className="text-sm text-muted-foreground">
          Shared with you read-only from Slot Play Tracker. This link works until {formatDate(expiresAt.slice(0, 10))}.
        </p>
      </header>
      <TaxAnswerCard year={year} rules={model.rules} model={model} title={`The ${year} answer`} />
      <SharedDownloads token={token} model={model} player={player} />
      <SharedW2gForms token={token} year={year} model={model} />
      <Card>
        <CardHeader>
          <CardTitle>Gaps still open</CardTitle>
          <CardDescription>Records the player has not completed yet.</CardDescription>
        </CardHeader>
        <CardContent>
          <GapList gaps={model.gaps} linked={false} />
        </CardContent>
      </Card>
      <SharedStatements model={model} />
    </div>
  );
}

/** /shared/tax/:token: the tax year a player handed to their preparer, read-only, signed in or not. */
export function SharedTaxPage({ token }: { token: string }) {
  const query = usePreparerLink(token);
  if (query.isPending) return <Skeleton className="mx-auto h-48 w-full max-w-xl" />;
  const answer = query.data ?? null;
  if (!answer || answer.status !== 'ok') return <StatusCard answer={answer} />;
  // One player today; a joint year lists both (the page takes the first until then).
  return <SharedYear token={token} year={answer.taxYear} expiresAt={answer.expiresAt} player={answer.players[0]} />;
}
