import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { bottomNavItems } from './nav-items';

/** Five-item tab bar for small screens (hidden from md up). */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomNavItems.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={href === paths.home.getHref()}
              className={({ isActive }) =>
                cn(
                  'flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted-foreground',
                  isActive && 'text-primary',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
