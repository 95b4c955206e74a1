import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { callRpc } from '@/lib/call-rpc';
import { supabase } from '@/lib/supabase';
import { securityEventSchema, type SecurityEvent } from '../lib/security-events';
import { accountKeys } from './account-keys';

/** Events shown in Account -> Security. */
export const SECURITY_HISTORY_SHOWN = 20;
/** The most a "Download my data" export holds. */
export const SECURITY_HISTORY_EXPORT = 5000;

/** The signed-in player's own security events, newest first. */
export function getSecurityHistory(limit: number, signal?: AbortSignal): Promise<SecurityEvent[]> {
  return callRpc('get_my_security_history', { p_limit: limit }, z.array(securityEventSchema), { signal });
}

export function useSecurityHistory(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.securityHistory(userId ?? ''),
    enabled: !!userId,
    queryFn: ({ signal }) => getSecurityHistory(SECURITY_HISTORY_SHOWN, signal),
  });
}

/**
 * "Unfamiliar sign-in?": signs out every other device now and e-mails a link to set a new password (which,
 * once set, ends the other sessions again). This device stays signed in. Nothing is e-mailed when the
 * sign-out fails.
 */
export async function secureAccount(email: string, origin: string): Promise<void> {
  const { error: outError } = await supabase.auth.signOut({ scope: 'others' });
  if (outError) throw outError;
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${origin}${paths.auth.getHref()}` });
  if (error) throw error;
}

export function useSecureAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => secureAccount(email, window.location.origin),
    onSuccess: () => {
      toast.success('Signed out everywhere else', { description: 'We e-mailed you a link to set a new password.' });
      return qc.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { errorText: 'Could not secure your account', serverText: true },
  });
}
