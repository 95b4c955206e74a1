import { Phone } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The problem-gambling helpline line (Play limits, Insights). */
export function Helpline({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', className)}>
      <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Gambling problem? Call{' '}
        <a href="tel:+18004262537" className="font-medium underline underline-offset-2">
          1-800-GAMBLER
        </a>{' '}
        (free, confidential, 24/7).
      </span>
    </p>
  );
}
