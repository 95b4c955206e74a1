import { ArrowLeft, Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Find Casinos' heading: back to the dashboard, the title and what the screen is for. */
export function CasinosHeader() {
  return (
    <div className="flex flex-col gap-2">
      <Link to={paths.home.getHref()} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Building2 className="size-6 text-primary" aria-hidden />
          Find Casinos
        </h1>
        <p className="text-sm text-muted-foreground">Browse casinos, check today's hours and keep your favorites.</p>
      </div>
    </div>
  );
}
