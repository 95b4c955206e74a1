import { FindMachinePage } from '@/features/find-machine/components/find-machine-page';

/** Route: Find a machine (search the catalog, the casinos that have a game, the wish list). */
export function FindRoute() {
  return <FindMachinePage />;
}
