import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import type { UserType } from '@/lib/auth-context';
import { useAuthUrlError } from '../hooks/use-auth-url-error';
import { AdminForgotPasswordForm } from './admin-forgot-password-form';
import { AdminSignInForm } from './admin-sign-in-form';
import { AuthCard } from './auth-card';
import { SetNewPasswordForm } from './set-new-password-form';

/** /admin/auth: admin sign-in, forgot password, and set-new-password in recovery mode. */
export function AdminAuthPage() {
  const { recoveryMode, endRecovery, signOut, userType } = useAuth();
  const [view, setView] = useState<'signin' | 'forgot'>('signin');
  const navigate = useNavigate();
  useAuthUrlError();

  const onSignedIn = (type: UserType | null) =>
    navigate(type === 'admin_user' ? paths.admin.dashboard.getHref() : paths.home.getHref(), { replace: true });

  const finishRecovery = async () => {
    await signOut().catch(() => undefined);
    endRecovery();
    setView('signin');
  };

  if (!recoveryMode && userType === 'admin_user') return <Navigate to={paths.admin.dashboard.getHref()} replace />;

  return (
    <AuthCard title="Admin Console" description="Slot Play Tracker administration">
      {recoveryMode ? (
        <SetNewPasswordForm onDone={finishRecovery} />
      ) : view === 'forgot' ? (
        <AdminForgotPasswordForm onBack={() => setView('signin')} />
      ) : (
        <AdminSignInForm onSignedIn={onSignedIn} onForgotPassword={() => setView('forgot')} />
      )}
    </AuthCard>
  );
}
