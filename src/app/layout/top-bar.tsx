import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { Brand } from '@/components/layout/brand';
import { topNavItems } from '@/components/layout/nav-items';
import { UserMenu } from '@/components/layout/user-menu';

/** Signed in: links, `actions` (e.g. support) and the user menu. Signed out: name and Sign In. */
export function TopBar({ actions }: { actions?: ReactNode }) {
  const { session } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-brand-dark text-white shadow-sm">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Brand />
        {session ? (
          <>
            <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 md:flex">
              {topNavItems.map((item) => (
                <NavLink
                  key={item.href}
                  to={item.href}
                  end={item.href === paths.home.getHref()}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-2.5 py-1.5 text-sm font-medium text-white/80 transition-colors hover:bg-white/10 hover:text-white lg:px-3',
                      isActive && 'bg-white/10 text-accent',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-1 md:ml-0">
              {actions}
              <NotificationBell />
              <UserMenu />
            </div>
          </>
        ) : (
          <Button asChild variant="accent" size="sm" className="ml-auto">
            <Link to={paths.auth.getHref()}>Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
