import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminRoute } from '@/app/guards/admin-route';
import { NotFoundRoute } from '@/app/routes/not-found';
import { AdminCasinosRoute } from './admin-casinos';
import { AdminCasinoSlotMachinesRoute } from './admin-casino-slot-machines';
import { AdminSlotMachinesRoute } from './admin-slot-machines';
import { AdminNotificationsRoute } from './admin-notifications';
import { AdminSocialRoute } from './admin-social';
import { AdminUsersRoute } from './admin-users';
import { AdminDashboardRoute } from './admin-dashboard';
import { AdminActivityRoute } from './admin-activity';

const rel = (path: string) => path.replace(/^\/admin\//, '');

/** Everything under /admin except /admin/auth. Loaded lazily: never part of the initial bundle. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminRoute />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path={rel(paths.admin.dashboard.path)} element={<AdminDashboardRoute />} />
        <Route path={rel(paths.admin.casinos.path)} element={<AdminCasinosRoute />} />
        <Route path={rel(paths.admin.casinoSlotMachines.path)} element={<AdminCasinoSlotMachinesRoute />} />
        <Route path={rel(paths.admin.slotMachines.path)} element={<AdminSlotMachinesRoute />} />
        <Route path={rel(paths.admin.notifications.path)} element={<AdminNotificationsRoute />} />
        <Route path={rel(paths.admin.social.path)} element={<AdminSocialRoute />} />
        <Route path={rel(paths.admin.users.path)} element={<AdminUsersRoute />} />
        <Route path={rel(paths.admin.activity.path)} element={<AdminActivityRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
