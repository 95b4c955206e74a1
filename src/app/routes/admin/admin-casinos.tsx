import { CasinoManagementConsole } from '@/features/admin-casinos/components/casino-management-console';

/** Route: /admin/casinos (Casino Management Console). */
export function AdminCasinosRoute() {
  return <CasinoManagementConsole />;
}
