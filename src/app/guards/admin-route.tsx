import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { MfaChallenge } from '@/features/auth/components/mfa-challenge';

/** Admins only: signed-out visitors go to /admin/auth, everyone else to /. */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { session, loading, userType, userTypeLoading, mfaRequired } = useAuth();
  if (loading || userTypeLoading) return <FullPageSpinner />;
  if (!session) return <Navigate to={paths.admin.auth.getHref()} replace />;
  if (mfaRequired) return <MfaChallenge />;
  if (userType !== 'admin_user') return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
