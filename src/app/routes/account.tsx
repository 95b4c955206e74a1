import { AccountPage } from '@/features/account/components/account-page';
import { MyTicketsCard } from '@/features/support/components/my-tickets-card';
import { TripSharesCard } from '@/features/trips/components/trip-shares';

/** Route: Account Settings, with My tickets (support) and the trips' share links. */
export function AccountRoute() {
  return <AccountPage tickets={<MyTicketsCard />} shares={<TripSharesCard />} />;
}
