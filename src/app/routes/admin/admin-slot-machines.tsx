import { SlotCatalogPage } from '@/features/admin-slot-machines/components/slot-catalog-page';

/** Route: /admin/slot-machines (the global Master Slot Machine Catalog). */
export function AdminSlotMachinesRoute() {
  return <SlotCatalogPage />;
}
