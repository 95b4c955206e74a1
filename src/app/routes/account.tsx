import { AccountPage } from '@/features/account/components/account-page';

/** Route: Account Settings. */
export function AccountRoute() {
  return <AccountPage />;
}
