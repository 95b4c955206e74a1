import { supabase } from '@/lib/supabase';
import { functionErrorText } from '@/lib/function-error';

/** Methods GoTrue records for a sign-in through an e-mailed link or code (password recovery, magic link). */
const EMAILED_METHODS = new Set(['recovery', 'otp', 'magiclink']);
/** How long after such a sign-in the lost authenticator may be removed (seconds); the function checks the same. */
export const EMAILED_SIGN_IN_WINDOW = 15 * 60;

/** Checks the code of the account's verified factor (challenge + verify): the session becomes aal2. */
export async function verifySignInCode(factorId: string, code: string): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) throw error;
}

/** True when this session was signed in through an e-mailed link in the last 15 minutes (its amr says so). */
export async function signedInByEmailedLink(nowSeconds = Date.now() / 1000): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return (data?.currentAuthenticationMethods ?? []).some(
    (m) => typeof m !== 'string' && EMAILED_METHODS.has(m.method) && nowSeconds - m.timestamp <= EMAILED_SIGN_IN_WINDOW,
  );
}

/** Removes the lost authenticator (remove-lost-factor edge function, allowed after an e-mailed sign-in), then refreshes the session. */
export async function removeLostFactor(): Promise<void> {
  const { error } = await supabase.functions.invoke('remove-lost-factor', { body: {} });
  if (error) throw new Error((await functionErrorText(error)) ?? 'Could not remove the authenticator');
  const { error: refreshError } = await supabase.auth.refreshSession();
  if (refreshError) throw refreshError;
}
