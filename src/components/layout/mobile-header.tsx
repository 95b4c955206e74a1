import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Small screens: a back arrow to home on every page except home — unless the page shows its own back
 * link (an arrow-left link or button in <main>), so that a screen never offers two ways back.
 */
export function MobileHeader() {
  const { pathname } = useLocation();
  if (pathname === paths.home.getHref()) return null;
  return (
    <div className="border-b bg-card px-2 py-1 md:hidden [body:has(main_:is(a,button)_svg.lucide-arrow-left)_&]:hidden">
      <Link
        to={paths.home.getHref()}
        aria-label="Back to home"
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary hover:bg-secondary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Home
      </Link>
    </div>
  );
}
