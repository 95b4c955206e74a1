import type { ReactNode } from 'react';
import { Settings } from 'lucide-react';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { AccountInfoCard } from './account-info-card';
import { DeleteAccountCard } from './delete-account-card';
import { HouseholdCard } from './household-card';
import { ImportSessionsCard } from './import-sessions-card';
import { MyDataCard } from './my-data-card';
import { PlayLimitsCard } from './play-limits-card';
import { ProfileCard } from './profile-card';
import { RestoreMyDataCard } from './restore-my-data-card';
import { SecurityCard } from './security-card';
import { SecurityHistoryCard } from './security-history-card';

/** /account: account information and the social profile; `tickets` and `shares` (composed by the route) are My tickets and the trips' share links. */
export function AccountPage({ tickets, shares }: { tickets?: ReactNode; shares?: ReactNode }) {
  // "Set play limits" and "Your play limits" open the page at that card (#play-limits).
  useScrollToHash();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <title>Account Settings · Slot Play Tracker</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Settings className="size-6 text-primary" aria-hidden />
        Account Settings
      </h1>
      <AccountInfoCard />
      <ProfileCard />
      <SecurityCard />
      <SecurityHistoryCard />
      <PlayLimitsCard />
      <HouseholdCard />
      {tickets}
      {shares}
      <MyDataCard />
      <RestoreMyDataCard />
      <ImportSessionsCard />
      <DeleteAccountCard />
    </div>
  );
}
