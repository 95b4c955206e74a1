import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { useDeleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETED = 'Your account, every record and every stored file of yours were deleted.';

/** "Delete my account": typed confirmation, then every row and file goes; signs out. */
export function DeleteAccountCard() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        toast.success('Account deleted', { description: ACCOUNT_DELETED });
        // The user no longer exists: ending the local session may fail on the server, which is fine.
        await signOut().catch(() => undefined);
        navigate(paths.auth.getHref(), { replace: true });
      },
    });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Removes your account, every slot session, casino session, W2G jackpot, post and ticket of yours, and every stored photo. This
          cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        <Dialog open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete my account</DialogTitle>
              <DialogDescription>Download your data first if you want to keep it. Type DELETE to confirm.</DialogDescription>
            </DialogHeader>
            <label htmlFor="delete-confirm" className="text-sm font-medium">
              Type DELETE to confirm
            </label>
            <Input id="delete-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={typed !== 'DELETE' || remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete everything'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
