import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';

const MfaChallenge = lazy(() => import('@/features/auth/components/mfa-challenge').then((m) => ({ default: m.MfaChallenge })));

/** The two-step code screen, fetched only for an account that must give its code (most sessions never do). */
export function LazyMfaChallenge() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <MfaChallenge />
    </Suspense>
  );
}
