import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/hooks/use-auth';

/** Account Information: e-mail, account type, subscription tier and a short user id for support. */
export function AccountInfoCard() {
  const { user, userType } = useAuth();
  const admin = userType === 'admin_user';
  const shortId = user ? `${user.id.slice(0, 8)}…` : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          Account Information
        </CardTitle>
        <CardDescription>Your sign-in and plan details.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{user?.email}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Account type</dt>
            <dd className="font-medium">{admin ? 'Administrator' : 'Standard User'}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Subscription tier</dt>
            <dd>
              <Badge variant={admin ? 'accent' : 'secondary'}>{admin ? 'Premium' : 'Standard'}</Badge>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">User ID (for support)</dt>
            <dd className="font-mono" title={user?.id}>
              {shortId}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
