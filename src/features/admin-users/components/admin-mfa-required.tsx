import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Shown instead of the console to an administrator without a second factor while the project requires one. */
export function AdminMfaRequired() {
  return (
    <div className="mx-auto w-full max-w-lg pt-8">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-primary" aria-hidden /> Two-step verification required
          </CardTitle>
          <CardDescription>
            Administrators of this project must use two-step verification. Set up an authenticator app under Account → Security, then sign
            in again with its code to open the admin console.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.account.getHref()}>Go to Account → Security</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
