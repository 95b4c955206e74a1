import { useState } from 'react';
import { cn } from '@/lib/utils';

/** The casino's photo; renders nothing without one or when it fails to load. */
export function CasinoImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src?.trim() || failedSrc === src) return null;
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} className={cn('w-full object-cover', className)} />;
}
