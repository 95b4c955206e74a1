import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A back link shown above the title. */
  back?: { href: string; label: string };
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
}

/** A screen's heading (h1) with an optional back link and actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <header className="space-y-2">
      {back && (
        <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
          <Link to={back.href}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        </Button>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
