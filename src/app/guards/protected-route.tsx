import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';

/** Signed-in only: signed-out visitors go to /auth. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { session, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!session) return <Navigate to={paths.auth.getHref()} replace />;
  return children ?? <Outlet />;
}
