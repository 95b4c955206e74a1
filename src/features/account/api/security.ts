import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './account-keys';

export interface TotpEnrolment {
  factorId: string;
  /** A data: URI of the QR code's SVG, as supabase-js returns it. */
  qrCode: string;
  secret: string;
  uri: string;
}

export interface FactorSummary {
  id: string;
  status: 'verified' | 'unverified';
  createdAt: string;
}

/** The account's TOTP factors (auth.mfa.listFactors). */
export function useFactors(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.factors(userId ?? ''),
    enabled: !!userId,
    queryFn: async (): Promise<FactorSummary[]> => {
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      return data.all.filter((f) => f.factor_type === 'totp').map((f) => ({ id: f.id, status: f.status, createdAt: f.created_at }));
    },
  });
}

/** How many devices (sessions) the account is signed in on (get_my_session_count). */
export function useSessionCount(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.sessions(userId ?? ''),
    enabled: !!userId,
    queryFn: ({ signal }) => callRpc('get_my_session_count', {}, z.number(), { signal }),
  });
}

/** Starts enrolling an authenticator app: drops earlier unfinished ones, then auth.mfa.enroll (QR code and secret). */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const { data: listed, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  for (const f of listed.all.filter((x) => x.factor_type === 'totp' && x.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: f.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { factorId: data.id, qrCode: svgDataUri(data.totp.qr_code), secret: data.totp.secret, uri: data.totp.uri };
}

/**
 * supabase-js hands the QR code as `data:image/svg+xml;utf-8,<svg…>` with the SVG text unescaped; a `#` in
 * it (a colour) would end the URI. Re-encoded, the image always loads.
 */
export function svgDataUri(qrCode: string): string {
  const m = /^data:image\/svg\+xml;(?:charset=)?utf-8,/i.exec(qrCode);
  if (!m || /^data:[^,]*,%3Csvg/i.test(qrCode)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(m[0].length))}`;
}

/** Checks a 6-digit code for a factor (challenge + verify); on success the session is aal2. */
export async function verifyTotpCode(factorId: string, code: string): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) throw error;
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: startTotpEnrolment,
    meta: { errorText: 'Could not start the set-up', serverText: true },
  });
}

export function useVerifyEnrolment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => verifyTotpCode(factorId, code),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useRemoveFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
      // The session's token still says aal2 until it is refreshed; the factor list changes now.
      await supabase.auth.refreshSession();
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
    meta: { errorText: 'Could not remove the authenticator', serverText: true },
  });
}

/** Ends every other session of the account (GoTrue logout scope 'others'); this device stays signed in. */
export function useSignOutOtherDevices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await supabase.auth.signOut({ scope: 'others' });
      if (error) throw error;
    },
    onSuccess: () => {
      toast.success('Signed out everywhere else', { description: 'Only this device is still signed in.' });
      return qc.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { errorText: 'Could not sign out the other devices', serverText: true },
  });
}
