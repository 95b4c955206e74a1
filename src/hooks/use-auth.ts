import { useContext } from 'react';
import { AuthContext, type AuthState } from '@/lib/auth-context';

/** The signed-in session, user, account type and recovery state. */
export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
