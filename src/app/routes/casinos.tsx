import { CasinosPage } from '@/features/casinos/components/casinos-page';

/** Route: Find Casinos. */
export function CasinosRoute() {
  return <CasinosPage />;
}
