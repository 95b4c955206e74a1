import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { PageFallback } from '../layout/page-fallback';
import { LazyMfaChallenge } from './lazy-mfa-challenge';
import { useOfflineRestored } from '../offline/restore-state';

/** Signed-in only: signed-out visitors go to /auth; an account with two-step verification first gives its code. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { session, loading, mfaRequired } = useAuth();
  const restored = useOfflineRestored();
  if (loading) return <PageFallback />;
  if (!session) return <Navigate to={paths.auth.getHref()} replace />;
  // A verified second factor: nothing else until this session has used it (aal2).
  if (mfaRequired) return <LazyMfaChallenge />;
  // The saved data first (offline this is all there is), then the screens' own fetches.
  if (!restored) return <PageFallback />;
  return children ?? <Outlet />;
}
