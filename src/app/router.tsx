import { lazy, useEffect, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { markPageRendered } from '@/hooks/use-lazy-module';
import { ProtectedRoute } from './guards/protected-route';
import { preloadOfflineCache } from './offline/offline-modules';
import { prepareTimeFormat } from '@/lib/time-format';
import { hasStoredSession, storedUserId } from '@/lib/supabase';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';

/**
 * Declarative routes (<Routes> in a <BrowserRouter>): the app uses no loaders or actions, and the data
 * router would add ~16 kB gzipped to every first load. Its two pieces the app needs have small stand-ins
 * in RootLayout: ScrollRestoration (components/layout) and UnsavedChangesGuard (components/form, for
 * useBlocker). Every screen is its own lazily loaded
 * chunk (one file per route in ./routes); RootLayout's Suspense shows the spinner on the first load,
 * and navigations (transitions) keep the current screen until the next one has loaded.
 */
interface LazyPage {
  path: string;
  load: () => Promise<ComponentType>;
  Component: ComponentType;
  /** A screen whose largest content is its data: its first request, started with its code on a cold start. */
  fetchEarly?: (search: string, userId: string) => Promise<void>;
}

/** Rendered beside a screen: its effect runs once the screen has committed, which releases prefetches. */
function PageRendered() {
  useEffect(markPageRendered, []);
  return null;
}

/** A lazily loaded screen that reports when it has rendered. */
const lazyScreen = (load: () => Promise<ComponentType>) =>
  lazy(async () => {
    const Screen = await load();
    return {
      default: () => (
        <>
          <Screen />
          <PageRendered />
        </>
      ),
    };
  });

const page = (path: string, load: () => Promise<ComponentType>, fetchEarly?: LazyPage['fetchEarly']): LazyPage => ({
  path,
  load,
  Component: lazyScreen(load),
  fetchEarly,
});

const publicPages: LazyPage[] = [
  page(paths.auth.path, () => import('./routes/auth').then((m) => m.AuthRoute)),
  page(paths.admin.auth.path, () => import('./routes/admin-auth').then((m) => m.AdminAuthRoute)),
  page(paths.sharedTrip.path, () => import('./routes/shared-trip').then((m) => m.SharedTripRoute)),
  page(paths.sharedTax.path, () => import('./routes/shared-tax').then((m) => m.SharedTaxRoute)),
];

const playerPages: LazyPage[] = [
  page(paths.home.path, () => import('./routes/home').then((m) => m.HomeRoute)),
  page(paths.sessions.path, () => import('./routes/sessions').then((m) => m.SessionsRoute)),
  page(paths.sessionDetail.path, () => import('./routes/session-detail').then((m) => m.SessionDetailRoute)),
  page(paths.sessionEdit.path, () => import('./routes/session-edit').then((m) => m.SessionEditRoute)),
  page(paths.casinos.path, () => import('./routes/casinos').then((m) => m.CasinosRoute)),
  page(paths.casinoDetail.path, () => import('./routes/casino-detail').then((m) => m.CasinoDetailRoute)),
  page(paths.account.path, () => import('./routes/account').then((m) => m.AccountRoute)),
  page(paths.w2gNew.path, () => import('./routes/w2g-new').then((m) => m.W2gNewRoute)),
  page(paths.w2gReports.path, () => import('./routes/w2g-reports').then((m) => m.W2gReportsRoute)),
  page(paths.w2gExport.path, () => import('./routes/w2g-export').then((m) => m.W2gExportRoute)),
  page(paths.taxYear.path, () => import('./routes/tax-year').then((m) => m.TaxYearRoute)),
  page(
    paths.insights.path,
    () => import('./routes/insights').then((m) => m.InsightsRoute),
    (search, userId) => import('@/features/insights/api/fetch-insights-early').then((m) => m.fetchInsightsEarly(search, userId)),
  ),
  page(paths.find.path, () => import('./routes/find').then((m) => m.FindRoute)),
  page(paths.social.path, () => import('./routes/social').then((m) => m.SocialRoute)),
  page(paths.socialNew.path, () => import('./routes/social-new').then((m) => m.SocialNewRoute)),
  page(paths.postDetail.path, () => import('./routes/post-detail').then((m) => m.PostDetailRoute)),
  page(paths.notifications.path, () => import('./routes/notifications').then((m) => m.NotificationsRoute)),
  page(paths.trips.path, () => import('./routes/trips').then((m) => m.TripsRoute)),
  page(paths.tripDetail.path, () => import('./routes/trip-detail').then((m) => m.TripDetailRoute)),
];

/** Everything under /admin except /admin/auth: one lazy chunk, never part of the initial bundle. */
const AdminRoutes = lazyScreen(() => import('./routes/admin/admin-routes').then((m) => m.default));

/**
 * Starts fetching the page module of `pathname` together with the shell, instead of after the session
 * check (guards render the page only once the session is known). Rendering still goes through the guards.
 */
export function preloadPage(pathname: string, search = ''): void {
  const match = [...publicPages, ...playerPages].find((p) => matchPath(p.path, pathname));
  match?.load().catch(() => undefined);
  // A player screen renders once the device copy is restored: its modules come with the screen's chunk.
  if (match && playerPages.includes(match) && hasStoredSession()) {
    preloadOfflineCache();
    const userId = storedUserId();
    if (match.fetchEarly && userId) match.fetchEarly(search, userId).catch(() => undefined);
    // The time format's locale data, made while the screen waits for its data instead of in its first render.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => prepareTimeFormat());
  }
}

const toRoute = ({ path, Component }: LazyPage) => <Route key={path} path={path} element={<Component />} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicPages.map(toRoute)}
        <Route element={<ProtectedRoute />}>{playerPages.map(toRoute)}</Route>
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route
          path="*"
          element={
            <>
              <NotFoundRoute />
              <PageRendered />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
