import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { needsSecondFactor } from '@/lib/auth-level';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { prefetchWhenIdle } from '@/hooks/use-lazy-module';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthUrlError } from '../hooks/use-auth-url-error';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

// The sign-in form is what /auth shows first; the other views (and their zod schemas) load on demand.
const loadSignUp = () => import('./sign-up-form');
const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));
const SetNewPasswordForm = lazy(() => import('./set-new-password-form').then((m) => ({ default: m.SetNewPasswordForm })));
const CheckEmailPanel = lazy(() => import('./check-email-panel').then((m) => ({ default: m.CheckEmailPanel })));
// Only for a recovery session of an account with two-step verification.
const LostAuthenticatorRemoval = lazy(() => import('./mfa-challenge').then((m) => ({ default: m.LostAuthenticatorRemoval })));
const ResendVerificationButton = lazy(() => import('./resend-verification-button').then((m) => ({ default: m.ResendVerificationButton })));

function ViewSpinner() {
  return (
    <div className="flex justify-center py-8">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}

/** /auth: Sign In / Sign Up tabs, forgot password, and the new-password form in recovery mode. */
export function AuthPage() {
  const { session, loading, recoveryMode, endRecovery, signOut } = useAuth();
  const [view, setView] = useState<'tabs' | 'forgot' | 'check-email'>('tabs');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  useAuthUrlError();
  useEffect(() => prefetchWhenIdle(() => void loadSignUp().catch(() => undefined)), []);

  if (recoveryMode) {
    const finishRecovery = async () => {
      await signOut().catch(() => undefined);
      endRecovery();
    };
    return (
      <AuthCard>
        <Suspense fallback={<ViewSpinner />}>
          <SetNewPasswordForm onDone={finishRecovery} />
        </Suspense>
        {needsSecondFactor(session) && (
          <div className="mt-4 border-t pt-4">
            <Suspense fallback={<ViewSpinner />}>
              <LostAuthenticatorRemoval />
            </Suspense>
          </div>
        )}
      </AuthCard>
    );
  }
  if (loading) return <FullPageSpinner />;
  if (session) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <AuthCard>
      {view === 'check-email' && pendingEmail ? (
        <Suspense fallback={<ViewSpinner />}>
          <CheckEmailPanel email={pendingEmail} onBack={() => setView('tabs')} />
        </Suspense>
      ) : view === 'forgot' ? (
        <Suspense fallback={<ViewSpinner />}>
          <ForgotPasswordForm onBack={() => setView('tabs')} />
        </Suspense>
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
            <Suspense fallback={<ViewSpinner />}>
              <SignUpForm
                onSubmitted={setPendingEmail}
                onConfirmationSent={(email) => {
                  setPendingEmail(email);
                  setView('check-email');
                }}
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
      {pendingEmail && view === 'tabs' && (
        <Suspense fallback={null}>
          <ResendVerificationButton email={pendingEmail} />
        </Suspense>
      )}
    </AuthCard>
  );
}
