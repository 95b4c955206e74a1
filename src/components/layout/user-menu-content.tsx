import { toastError } from '@/lib/write-errors';
import { useState, type ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { useFailedChanges, useWaitingChanges, waitingLabel } from '@/lib/offline/use-offline-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { menuNavItems } from './nav-items';

interface UserMenuDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}

/** The user menu's dropdown: e-mail, role badge, the links the bottom bar has no room for, and Sign Out (loaded on demand by UserMenu). */
export function UserMenuDropdown({ open, onOpenChange, trigger }: UserMenuDropdownProps) {
  const { user, userType, signOut } = useAuth();
  const navigate = useNavigate();
  const unsynced = useWaitingChanges() + useFailedChanges().length;
  const [confirming, setConfirming] = useState(false);

  const signOutNow = async () => {
    try {
      await signOut();
      navigate(paths.auth.getHref(), { replace: true });
    } catch {
      toastError(null, 'An unexpected error occurred');
    }
  };

  // Changes still in the outbox are lost with the session: ask first.
  const handleSignOut = () => (unsynced > 0 ? setConfirming(true) : void signOutNow());

  return (
    <>
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-1.5">
            <span className="truncate text-sm" data-testid="user-email">
              {user?.email}
            </span>
            <Badge variant={userType === 'admin_user' ? 'accent' : 'secondary'}>{userType === 'admin_user' ? 'Admin' : 'User'}</Badge>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {menuNavItems.map(({ label, href, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link to={href}>
                <Icon aria-hidden />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={handleSignOut}>
            <LogOut />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out with unsynced changes?"
        description={`${waitingLabel(unsynced)}. Signing out now discards them. Stay signed in until they have synced to keep them.`}
        confirmLabel="Sign Out Anyway"
        onConfirm={() => void signOutNow()}
      />
    </>
  );
}
