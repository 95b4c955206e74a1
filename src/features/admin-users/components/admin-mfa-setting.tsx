import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useAdminRequiresMfa, useSetAdminRequiresMfa } from '../api/security-settings';

/** Admin console: "Require two-step verification for administrators" (enforced by the database). */
export function AdminMfaSetting() {
  const id = useId();
  const setting = useAdminRequiresMfa();
  const change = useSetAdminRequiresMfa();
  return (
    <Card className="py-4">
      <CardContent className="flex items-start justify-between gap-4 px-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="font-medium">
            Require two-step verification for administrators
          </label>
          <p id={`${id}-desc`} className="text-sm text-muted-foreground">
            When on, an administrator gets admin rights only after entering the code of their authenticator app at sign-in. Administrators
            without one set it up under Account → Security first. Turn it on from a session where you used your own code.
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-desc`}
          checked={setting.data ?? false}
          disabled={setting.isPending || change.isPending}
          onCheckedChange={(on) => change.mutate(on)}
        />
      </CardContent>
    </Card>
  );
}
