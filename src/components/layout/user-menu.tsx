import { UserCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLazyPopup } from '@/hooks/use-lazy-module';

const loadDropdown = () => import('./user-menu-content');

/**
 * The account button; its dropdown (e-mail, role badge, Sign Out) is its own chunk, fetched when the
 * browser is idle or on the first click.
 */
export function UserMenu() {
  const popup = useLazyPopup(loadDropdown);
  const Dropdown = popup.module?.UserMenuDropdown;
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Account menu"
      className="text-white hover:bg-white/10 hover:text-white"
      onClick={popup.onTriggerClick}
    >
      <UserCircle2 className="size-6" />
    </Button>
  );
  return Dropdown ? <Dropdown open={popup.open} onOpenChange={popup.setOpen} trigger={trigger} /> : trigger;
}
