import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Slot Play Tracker';
export const TAGLINE = 'Professional Slot Play Tracker';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 items-center justify-center rounded-lg bg-accent font-serif text-lg font-bold text-brand-dark shadow-sm',
        className,
      )}
    >
      7
    </span>
  );
}

/** Product name linking home; the tagline shows from small widths up. */
export function Brand({ showTagline = false }: { showTagline?: boolean }) {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-accent/60"
    >
      <BrandMark />
      <span className="flex flex-col leading-tight">
        <span className="font-semibold tracking-tight">{PRODUCT_NAME}</span>
        {showTagline && <span className="hidden text-xs text-white/70 sm:block">{TAGLINE}</span>}
      </span>
    </Link>
  );
}
