import { useId, useState, type FormEvent } from 'react';
import { LogOut, ShieldCheck, Smartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/hooks/use-auth';
import { useMediaQuery } from '@/hooks/use-media-query';
import { tokenAal } from '@/lib/auth-level';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import {
  useFactors,
  useRemoveFactor,
  useSessionCount,
  useSignOutOtherDevices,
  useStartEnrolment,
  useVerifyEnrolment,
  type TotpEnrolment,
} from '../api/security';

export const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const LOST_PHONE_TEXT =
  'Lost your phone? An authenticator can only be removed from a session signed in with its code. Without it, use "Forgot your password?" on the sign-in screen: we e-mail you a link, and signing in through that e-mailed link confirms it is you and lets you remove the lost authenticator there.';

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Account → Security: two-step verification (TOTP) and the devices signed in. */
export function SecurityCard() {
  const { user, session } = useAuth();
  const touch = useMediaQuery('(pointer: coarse)');
  const factors = useFactors(user?.id);
  const sessions = useSessionCount(user?.id);
  const start = useStartEnrolment();
  const verify = useVerifyEnrolment();
  const remove = useRemoveFactor();
  const signOutOthers = useSignOutOtherDevices();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const id = useId();

  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');
  const aal2 = !!session && tokenAal(session.access_token) === 'aal2';
  const count = sessions.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!enrolment) return;
    setCodeError(null);
    verify.mutate(
      { factorId: enrolment.factorId, code },
      {
        onSuccess: () => {
          setEnrolment(null);
          setCode('');
          toast.success('Two-step verification is on', { description: 'Signing in now also asks for a code from your authenticator app.' });
        },
        onError: (error) =>
          setCodeError(/invalid totp|verification_failed/i.test(errorMessage(error, '')) ? WRONG_CODE : errorMessage(error, WRONG_CODE)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> Security
        </CardTitle>
        <CardDescription>
          Two-step verification asks for a 6-digit code from an authenticator app (such as Google Authenticator, 1Password or Authy) when
          you sign in. Once it is on, your W2Gs and their photos, your slot and casino sessions (the tax-year diary), Download my data and
          Delete my account need that code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-labelledby={`${id}-mfa`} className="grid gap-3">
          <h3 id={`${id}-mfa`} className="font-medium">
            Two-step verification
          </h3>
          {factors.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : verified.length > 0 ? (
            <>
              <p className="text-sm">Two-step verification is on.</p>
              <ul className="grid gap-2">
                {verified.map((f, i) => (
                  <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
                    <span className="flex items-center gap-2">
                      <Smartphone className="size-4 text-primary" aria-hidden />
                      Authenticator app{verified.length > 1 ? ` ${i + 1}` : ''} · added {formatDate(f.createdAt)}
                    </span>
                    <Button variant="outline" size="sm" disabled={!aal2 || remove.isPending} onClick={() => remove.mutate(f.id)}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : enrolment ? (
            <form onSubmit={submit} className="grid gap-3" noValidate>
              <p className="text-sm">
                Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.
              </p>
              {/* On a phone the QR code is on the screen that would have to scan it: open the app with the key instead. */}
              {touch && (
                <Button asChild className="w-fit">
                  <a href={enrolment.uri}>
                    <Smartphone aria-hidden /> Open in authenticator app
                  </a>
                </Button>
              )}
              <img
                src={enrolment.qrCode}
                alt="QR code to add Slot Play Tracker to your authenticator app"
                className="size-44 rounded border bg-white p-1"
              />
              <p className="text-sm">
                Key:{' '}
                <code data-testid="totp-secret" data-secret={enrolment.secret} className="rounded bg-muted px-1 py-0.5 font-mono break-all">
                  {grouped(enrolment.secret)}
                </code>
              </p>
              <div className="grid gap-1">
                <label htmlFor={`${id}-code`} className="text-sm font-medium">
                  6-digit code
                </label>
                <Input
                  id={`${id}-code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  className="max-w-40"
                  aria-invalid={!!codeError}
                  aria-describedby={codeError ? `${id}-code-error` : undefined}
                />
                {codeError && (
                  <p id={`${id}-code-error`} role="alert" className="text-sm text-destructive">
                    {codeError}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={verify.isPending || code.replace(/\s+/g, '').length !== 6}>
                  {verify.isPending ? 'Checking…' : 'Turn on'}
                </Button>
                <Button type="button" variant="outline" onClick={() => setEnrolment(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <>
              <p className="text-sm">Two-step verification is off.</p>
              <Button className="w-fit" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}>
                Set up an authenticator app
              </Button>
            </>
          )}
          <p className="text-sm text-muted-foreground">{LOST_PHONE_TEXT}</p>
        </section>

        <section aria-labelledby={`${id}-devices`} className="grid gap-3">
          <h3 id={`${id}-devices`} className="font-medium">
            Devices
          </h3>
          <p className="text-sm" data-testid="session-count">
            {count === undefined ? 'Counting devices…' : `Signed in on ${count} ${count === 1 ? 'device' : 'devices'}.`}
          </p>
          <Button
            variant="outline"
            className="w-fit"
            disabled={signOutOthers.isPending || count === 1}
            onClick={() => signOutOthers.mutate()}
          >
            <LogOut aria-hidden /> Sign out everywhere else
          </Button>
        </section>
      </CardContent>
    </Card>
  );
}
