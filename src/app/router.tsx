import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { AdminAuthPage } from '@/features/auth/components/admin-auth-page';
import { HomePage } from '@/features/home/components/home-page';
import { ProtectedRoute } from './guards/protected-route';
import { RootLayout } from './layout/root-layout';
import { ComingSoonRoute } from './routes/coming-soon';
import { NotFoundRoute } from './routes/not-found';

const AdminRoutes = lazy(() => import('./routes/admin/admin-routes'));

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoonRoute title={title} /> });

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
          soon(paths.sessions.path, 'Sessions'),
          soon(paths.sessionDetail.path, 'Session Details'),
          soon(paths.sessionEdit.path, 'Edit Session'),
          soon(paths.casinos.path, 'Find Casinos'),
          soon(paths.casinoDetail.path, 'Casino Details'),
          soon(paths.account.path, 'Account Settings'),
          soon(paths.w2gNew.path, 'Record W2G Jackpot'),
          soon(paths.w2gReports.path, 'Reports'),
          soon(paths.w2gExport.path, 'Export W2G'),
          soon(paths.social.path, 'Social'),
          soon(paths.socialNew.path, 'Share a Win'),
          soon(paths.postDetail.path, 'Post'),
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
