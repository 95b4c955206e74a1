import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Button asChild>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </div>
  );
}
