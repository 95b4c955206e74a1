import { useState } from 'react';
import { ShieldCheck, UserPlus, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminUsers } from '../api/get-admin-users';
import { useAppUsers } from '../api/get-app-users';
import { useAuthUserActivity } from '../api/get-auth-users';
import { AdminMfaSetting } from './admin-mfa-setting';
import { AdminUsersTab } from './admin-users-tab';
import { AppUsersTab } from './app-users-tab';
import { CreateAdminDialog } from './create-admin-dialog';

/** /admin/users: App Users and Admin Users tabs. */
export function UserManagementPage() {
  const [tab, setTab] = useState('app');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const appUsers = useAppUsers(page);
  const admins = useAdminUsers();
  const activity = useAuthUserActivity();
  const lastSignIn = activity.data ?? {};

  const appCount = appUsers.data?.count;
  const adminCount = admins.data?.length;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        back={{ href: paths.admin.dashboard.getHref(), label: 'Back to Dashboard' }}
        title="User Management"
        description="App users, their activity, and administrator accounts."
        actions={
          tab === 'admin' ? (
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden />
              Add Admin User
            </Button>
          ) : undefined
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="app">
            <Users aria-hidden />
            App Users ({appCount ?? '…'})
          </TabsTrigger>
          <TabsTrigger value="admin">
            <ShieldCheck aria-hidden />
            Admin Users ({adminCount ?? '…'})
          </TabsTrigger>
        </TabsList>
        <Card className="py-4">
          <CardContent className="px-4">
            <TabsContent value="app">
              <AppUsersTab page={page} onPageChange={setPage} lastSignIn={lastSignIn} />
            </TabsContent>
            <TabsContent value="admin">
              <div className="grid gap-4">
                <AdminMfaSetting />
                <AdminUsersTab admins={admins} lastSignIn={lastSignIn} onCreate={() => setCreating(true)} />
              </div>
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
      <CreateAdminDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
