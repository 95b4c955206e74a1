import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthUrlError } from '../hooks/use-auth-url-error';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResendVerificationButton } from './resend-verification-button';
import { SetNewPasswordForm } from './set-new-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: Sign In / Sign Up tabs, forgot password, and the new-password form in recovery mode. */
export function AuthPage() {
  const { session, loading, recoveryMode, endRecovery, signOut } = useAuth();
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  useAuthUrlError();

  if (recoveryMode) {
    const finishRecovery = async () => {
      await signOut().catch(() => undefined);
      endRecovery();
    };
    return (
      <AuthCard>
        <SetNewPasswordForm onDone={finishRecovery} />
      </AuthCard>
    );
  }
  if (loading) return <FullPageSpinner />;
  if (session) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <AuthCard>
      {view === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setView('tabs')} />
      ) : (
        <Tabs defaultValue="signin" className="gap-5">
          <TabsList className="w-full">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onForgotPassword={() => setView('forgot')} onUnconfirmedEmail={setPendingEmail} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm onSubmitted={setPendingEmail} />
          </TabsContent>
        </Tabs>
      )}
      {pendingEmail && view === 'tabs' && <ResendVerificationButton email={pendingEmail} />}
    </AuthCard>
  );
}
