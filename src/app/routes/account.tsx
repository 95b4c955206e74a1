import { AccountPage } from '@/features/account/components/account-page';
import { MyTicketsCard } from '@/features/support/components/my-tickets-card';
import { PreparerLinksCard } from '@/features/tax-year/components/preparer-links-card';
import { TripSharesCard } from '@/features/trips/components/trip-shares';

/** Route: Account Settings, with My tickets (support), the trips' share links and the links for a tax preparer. */
export function AccountRoute() {
  return (
    <AccountPage
      tickets={<MyTicketsCard />}
      shares={
        <>
          <TripSharesCard />
          <PreparerLinksCard />
        </>
      }
    />
  );
}
