import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { onlineManager } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { initialLocation } from '@/lib/initial-location';
import { needsSecondFactor } from '@/lib/auth-level';
import { AuthContext, type AuthState, type UserType } from '@/lib/auth-context';
import { getUserType } from '@/features/auth/api/get-user-type';
import { parseAuthUrl } from '@/features/auth/lib/auth-url';

type TypeLookup = { userId: string; userType: UserType | null };

/** Subscribes to supabase auth state and looks up the account type of the signed-in user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [sessionState, setSessionState] = useState<{ session: Session | null; loading: boolean }>({ session: null, loading: true });
  const [lookup, setLookup] = useState<TypeLookup | null>(null);
  const [recoveryMode, setRecoveryMode] = useState(() => parseAuthUrl(initialLocation.hash, initialLocation.search).isRecovery);

  useEffect(() => {
    let active = true;
    // Transitions: the screen a session change shows (the first one on every page load) renders in slices
    // that yield to the browser instead of one long task.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      startTransition(() => {
        if (event === 'PASSWORD_RECOVERY') setRecoveryMode(true);
        setSessionState({ session, loading: false });
      });
    });
    supabase.auth.getSession().then(({ data: current }) => {
      if (active) startTransition(() => setSessionState((s) => (s.loading ? { session: current.session, loading: false } : s)));
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const userId = sessionState.session?.user.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    // Deferred: supabase-js must not be called from inside its own auth callback.
    const timer = setTimeout(() => {
      getUserType(userId, controller.signal)
        .then((userType) => startTransition(() => setLookup({ userId, userType })))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Failed to look up the account type', error);
          setLookup({ userId, userType: null });
        });
    }, 10);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userId]);

  const endRecovery = useCallback(() => setRecoveryMode(false), []);
  const signOut = useCallback(async () => {
    // Offline, the server cannot be told: end the session on this device only.
    const { error } = await supabase.auth.signOut(onlineManager.isOnline() ? undefined : { scope: 'local' });
    if (error) throw error;
    // This device keeps no copy of the account's data after sign-out.
    if (userId)
      await import('@/lib/offline/query-persister')
        .then((m) => m.clearSavedQueryCache(userId))
        .catch((e: unknown) => console.warn('The saved data could not be removed', e));
  }, [userId]);

  const value = useMemo<AuthState>(() => {
    const resolved = userId !== null && lookup?.userId === userId;
    return {
      session: sessionState.session,
      user: sessionState.session?.user ?? null,
      loading: sessionState.loading,
      userType: resolved && lookup ? lookup.userType : null,
      userTypeLoading: userId !== null && !resolved,
      recoveryMode,
      endRecovery,
      signOut,
      mfaRequired: needsSecondFactor(sessionState.session),
    };
  }, [sessionState, lookup, userId, recoveryMode, endRecovery, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
