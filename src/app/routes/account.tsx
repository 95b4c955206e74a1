import { AccountPage } from '@/features/account/components/account-page';
import { MyTicketsCard } from '@/features/support/components/my-tickets-card';

/** Route: Account Settings, with My tickets (support). */
export function AccountRoute() {
  return <AccountPage tickets={<MyTicketsCard />} />;
}
