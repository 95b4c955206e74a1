import { HomePage } from '@/features/home/components/home-page';

/** Route: / (home: welcome and play statistics). */
export function HomeRoute() {
  return <HomePage />;
}
