import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminRoute } from '@/app/guards/admin-route';
import { NotFoundRoute } from '@/app/routes/not-found';
import { ComingSoonRoute } from '@/app/routes/coming-soon';
import { AdminDashboardRoute } from './admin-dashboard';

const rel = (path: string) => path.replace(/^\/admin\//, '');

/** Everything under /admin except /admin/auth. Loaded lazily: never part of the initial bundle. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminRoute />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path={rel(paths.admin.dashboard.path)} element={<AdminDashboardRoute />} />
        <Route path={rel(paths.admin.casinos.path)} element={<ComingSoonRoute title="Casino Management" />} />
        <Route path={rel(paths.admin.casinoSlotMachines.path)} element={<ComingSoonRoute title="Slot Machines" />} />
        <Route path={rel(paths.admin.slotMachines.path)} element={<ComingSoonRoute title="Master Slot Machine Catalog" />} />
        <Route path={rel(paths.admin.notifications.path)} element={<ComingSoonRoute title="Notification Management" />} />
        <Route path={rel(paths.admin.social.path)} element={<ComingSoonRoute title="Social Posts Moderation" />} />
        <Route path={rel(paths.admin.users.path)} element={<ComingSoonRoute title="User Management" />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
