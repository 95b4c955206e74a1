import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { AdminAuthPage } from '@/features/auth/components/admin-auth-page';
import { HomePage } from '@/features/home/components/home-page';
import { ProtectedRoute } from './guards/protected-route';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';

const AdminRoutes = lazy(() => import('./routes/admin/admin-routes'));

/** A route whose screen is its own lazily loaded chunk (one file per route in ./routes). */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <FullPageSpinner />,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.auth.path, element: <AuthPage /> },
      { path: paths.admin.auth.path, element: <AdminAuthPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          page(paths.sessions.path, () => import('./routes/sessions').then((m) => m.SessionsRoute)),
          page(paths.sessionDetail.path, () => import('./routes/session-detail').then((m) => m.SessionDetailRoute)),
          page(paths.sessionEdit.path, () => import('./routes/session-edit').then((m) => m.SessionEditRoute)),
          page(paths.casinos.path, () => import('./routes/casinos').then((m) => m.CasinosRoute)),
          page(paths.casinoDetail.path, () => import('./routes/casino-detail').then((m) => m.CasinoDetailRoute)),
          page(paths.account.path, () => import('./routes/account').then((m) => m.AccountRoute)),
          page(paths.w2gNew.path, () => import('./routes/w2g-new').then((m) => m.W2gNewRoute)),
          page(paths.w2gReports.path, () => import('./routes/w2g-reports').then((m) => m.W2gReportsRoute)),
          page(paths.w2gExport.path, () => import('./routes/w2g-export').then((m) => m.W2gExportRoute)),
          page(paths.social.path, () => import('./routes/social').then((m) => m.SocialRoute)),
          page(paths.socialNew.path, () => import('./routes/social-new').then((m) => m.SocialNewRoute)),
          page(paths.postDetail.path, () => import('./routes/post-detail').then((m) => m.PostDetailRoute)),
        ],
      },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <AdminRoutes />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
