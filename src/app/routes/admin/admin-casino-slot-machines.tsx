import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Master Slot Machine Catalog (placeholder until its issue lands). */
export function AdminCasinoSlotMachinesRoute() {
  return <ComingSoonRoute title="Master Slot Machine Catalog" />;
}
