import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

type SpinnerProps = ComponentProps<'svg'> & { label?: string };

export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return <Loader2 role="status" aria-label={label} className={cn('size-4 animate-spin', className)} {...props} />;
}
