import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@/hooks/use-auth';
import { hasStoredSession } from '@/lib/supabase';
import { useFirstPagePainted, useLazyModule } from '@/hooks/use-lazy-module';
import { PageFallback } from './page-fallback';
import { SIGNED_IN_MAIN_CLASS, SIGNED_OUT_MAIN_CLASS } from './frame-classes';
import { TopBar } from './top-bar';
import { MobileHeader } from '@/components/layout/mobile-header';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { ScrollRestoration } from '@/components/layout/scroll-restoration';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { SupportButton } from './support-button';
import { RouteErrorBoundary } from './route-error-boundary';

/** The sync bar is for signed-in players only: its code stays out of /auth's first load. */
const OfflineStatus = lazy(() => import('../offline/offline-status').then((m) => ({ default: m.OfflineStatus })));
/** The play-limit banner and cool-off confirmation: for signed-in players only, out of the first load. */
const PlayLimitsLayer = lazy(() => import('@/components/play-limits/play-limits-layer').then((m) => ({ default: m.PlayLimitsLayer })));
/**
 * The casino session in progress on phones, above the bottom bar: fetched when the browser is idle
 * after the first page has rendered, so its files (and the date and money helpers they import) do not compete
 * with the page's own (on home, where the card is, it shows nothing).
 */
const loadFloorBar = () => import('@/features/sessions/components/floor-bar');

function LazyFloorBar() {
  const FloorBar = useLazyModule(loadFloorBar, { prefetch: 'always' }).module?.FloorBar;
  return FloorBar ? <FloorBar /> : null;
}

/** Whether a session was stored when the app started (read once: a sign-in later sets `session` itself). */
const storedSessionAtStart = hasStoredSession();

/** The page frame: top bar, mobile header and bottom bar around the routed (lazily loaded) page. */
export function RootLayout() {
  const { session, loading } = useAuth();
  // While supabase-js restores a stored session, the frame is already the signed-in one (the route shell in
  // index.html painted it so): the back row appearing a moment later would push the whole page down.
  const signedInFrame = !!session || (loading && storedSessionAtStart);
  const { pathname } = useLocation();
  // The sync bar and the play-limit layer come once the first screen has painted (their code is not on its path).
  const extras = useFirstPagePainted() && !!session;
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollRestoration />
      <UnsavedChangesGuard />
      <TopBar actions={<SupportButton />} />
      {signedInFrame && <MobileHeader />}
      {extras && (
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      )}
      <main className={signedInFrame ? SIGNED_IN_MAIN_CLASS : SIGNED_OUT_MAIN_CLASS}>
        {extras && (
          <Suspense fallback={null}>
            <PlayLimitsLayer />
          </Suspense>
        )}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {session && <LazyFloorBar />}
      {session && <MobileBottomBar />}
    </div>
  );
}
