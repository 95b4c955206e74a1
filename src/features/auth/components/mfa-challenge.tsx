import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/hooks/use-auth';
import { verifiedFactors } from '@/lib/auth-level';
import { errorMessage } from '@/lib/error-message';
import { removeLostFactor, signedInByEmailedLink, verifySignInCode } from '../api/mfa';
import { toast } from '@/lib/toast';
import { AuthCard, AuthCardHeading } from './auth-card';

export const SIGN_IN_WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const SIGN_IN_LOST_PHONE =
  'Lost your phone? Sign out, then use "Forgot your password?" on the sign-in screen: we e-mail you a link, and signing in through that e-mailed link confirms it is you and lets you remove the lost authenticator here.';

/** Shown instead of the app while an account with two-step verification has not given its code (aal1). */
export function MfaChallenge() {
  const { session, signOut } = useAuth();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [emailed, setEmailed] = useState(false);
  const factorId = verifiedFactors(session)[0]?.id;

  useEffect(() => {
    let active = true;
    signedInByEmailedLink()
      .then((yes) => active && setEmailed(yes))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!factorId) return;
    setPending(true);
    setError(null);
    try {
      await verifySignInCode(factorId, code);
    } catch (err) {
      const text = errorMessage(err, SIGN_IN_WRONG_CODE);
      setError(/invalid totp|verification_failed|challenge/i.test(text) ? SIGN_IN_WRONG_CODE : text);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard>
      <AuthCardHeading title="Two-step verification" description="Enter the 6-digit code from your authenticator app." />
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid gap-1">
          <label htmlFor={`${id}-code`} className="text-sm font-medium">
            Authentication code
          </label>
          <Input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={pending || code.replace(/\s+/g, '').length !== 6}>
          {pending ? 'Checking…' : 'Verify'}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-center p-0"
          onClick={() => void signOut().catch(() => undefined)}
        >
          Sign out
        </Button>
      </form>
      <div className="mt-4 grid gap-2 border-t pt-4 text-sm text-muted-foreground">
        {emailed ? <LostAuthenticatorRemoval /> : <p>{SIGN_IN_LOST_PHONE}</p>}
      </div>
    </AuthCard>
  );
}

export const LOST_AUTHENTICATOR_REMOVED = 'Your authenticator was removed. You can set up a new one under Account → Security.';

/**
 * The lost-phone path, offered to a session signed in through an e-mailed link (password reset): the
 * e-mail confirms it is the player, so the lost authenticator can be removed (remove-lost-factor).
 */
export function LostAuthenticatorRemoval() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setState('pending');
    setError(null);
    try {
      await removeLostFactor();
      // The session now has no factor, so this notice may go away at once: the toast stays.
      toast.success('Authenticator removed', { description: LOST_AUTHENTICATOR_REMOVED });
      setState('done');
    } catch (err) {
      setError(errorMessage(err, 'Could not remove the authenticator'));
      setState('idle');
    }
  };
  if (state === 'done') return <p role="status">{LOST_AUTHENTICATOR_REMOVED}</p>;
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <p>
        Lost your phone? You opened the link we e-mailed you, which confirms it is you: you can remove your authenticator now and set up a
        new one later.
      </p>
      <Button type="button" variant="outline" className="w-fit" disabled={state === 'pending'} onClick={() => void remove()}>
        Remove my lost authenticator
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
