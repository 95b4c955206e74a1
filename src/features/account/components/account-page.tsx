import { Settings } from 'lucide-react';
import { AccountInfoCard } from './account-info-card';
import { DeleteAccountCard } from './delete-account-card';
import { ImportSessionsCard } from './import-sessions-card';
import { MyDataCard } from './my-data-card';
import { PlayLimitsCard } from './play-limits-card';
import { ProfileCard } from './profile-card';
import { RestoreMyDataCard } from './restore-my-data-card';
import { SecurityCard } from './security-card';

/** /account: account information and the social profile. */
export function AccountPage() {
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
      <PlayLimitsCard />
      <MyDataCard />
      <RestoreMyDataCard />
      <ImportSessionsCard />
      <DeleteAccountCard />
    </div>
  );
}
