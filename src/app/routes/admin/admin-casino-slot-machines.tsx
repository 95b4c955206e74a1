import { useParams } from 'react-router-dom';
import { SlotCatalogPage } from '@/features/admin-slot-machines/components/slot-catalog-page';

/** Route: /admin/casinos/:casinoId/slot-machines (the catalog reached from Casino Management). */
export function AdminCasinoSlotMachinesRoute() {
  const { casinoId = '' } = useParams();
  return <SlotCatalogPage key={casinoId} casinoId={casinoId} />;
}
