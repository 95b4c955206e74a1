import { useId } from 'react';
import { AlertTriangle, History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { useAuth } from '@/hooks/use-auth';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useSecureAccount, useSecurityHistory } from '../api/security-history';
import { deviceLabel } from '@/lib/device-label';
import { isWarning, securityEventLabel } from '../lib/security-events';

/** Account -> Security history: the account's recent sign-ins and security changes, and what to do about a strange one. */
export function SecurityHistoryCard() {
  const { user } = useAuth();
  const history = useSecurityHistory(user?.id);
  const secure = useSecureAccount();
  const id = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden /> Security history
        </CardTitle>
        <CardDescription>
          Recent sign-ins and changes to your password, e-mail address and two-step sign-in, with the device and address they came from.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : history.isError ? (
          <p className="text-sm text-destructive">Could not load your security history.</p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="divide-y text-sm" aria-label="Security events, newest first">
            {history.data.map((e) => {
              const device = deviceLabel(e.user_agent);
              const warn = isWarning(e);
              return (
                <li key={e.id} className="grid gap-0.5 py-2">
                  <span className={cn('flex items-center gap-1.5 font-medium', warn && 'text-destructive')}>
                    {warn && <AlertTriangle className="size-4" aria-hidden />}
                    {securityEventLabel(e)}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDateTime(e.occurred_at)}
                    {device && ` · ${device}`}
                    {e.ip && ` · ${e.ip}`}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <section aria-labelledby={`${id}-unfamiliar`} className="grid gap-2 rounded-md border p-3">
          <h3 id={`${id}-unfamiliar`} className="font-medium">
            Unfamiliar sign-in?
          </h3>
          <p className="text-sm text-muted-foreground">
            If you do not recognise a sign-in or a change, sign out every other device now and set a new password from the link we e-mail
            you.
          </p>
          <PendingButton
            variant="outline"
            className="h-auto min-h-9 w-full py-2 whitespace-normal sm:w-fit"
            pending={secure.isPending}
            pendingText="Securing…"
            disabled={!user?.email}
            onClick={() => user?.email && secure.mutate(user.email)}
          >
            Change password and sign out everywhere
          </PendingButton>
        </section>
      </CardContent>
    </Card>
  );
}
