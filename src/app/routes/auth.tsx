import { AuthPage } from '@/features/auth/components/auth-page';

/** Route: /auth (sign in, sign up, forgot password, recovery). */
export function AuthRoute() {
  return <AuthPage />;
}
