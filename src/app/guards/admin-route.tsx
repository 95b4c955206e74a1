import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { LazyMfaChallenge } from './lazy-mfa-challenge';
import { verifiedFactors } from '@/lib/auth-level';
import { useAdminRequiresMfa } from '@/features/admin-users/api/security-settings';
import { AdminMfaRequired } from '@/features/admin-users/components/admin-mfa-required';

/**
 * Admins only: signed-out visitors go to /admin/auth, everyone else to /. An admin with a verified factor
 * gives its code first; while the project requires two-step verification, an admin without one is sent to set it up.
 */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { session, loading, userType, userTypeLoading, mfaRequired } = useAuth();
  const isAdmin = !!session && userType === 'admin_user';
  const requiresMfa = useAdminRequiresMfa(isAdmin);
  if (loading || userTypeLoading) return <FullPageSpinner />;
  if (!session) return <Navigate to={paths.admin.auth.getHref()} replace />;
  if (userType !== 'admin_user') return <Navigate to={paths.home.getHref()} replace />;
  if (mfaRequired) return <LazyMfaChallenge />;
  if (requiresMfa.isPending) return <FullPageSpinner />;
  if (requiresMfa.data && verifiedFactors(session).length === 0) return <AdminMfaRequired />;
  return children ?? <Outlet />;
}
