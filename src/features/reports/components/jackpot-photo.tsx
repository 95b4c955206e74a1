import { ImageOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useW2gImageUrl } from '../api/get-w2g-image-url';

/** The private W2G document photo, shown through a short-lived signed URL. */
export function JackpotPhoto({ path }: { path: string | null }) {
  const url = useW2gImageUrl(path);
  if (!path) return <p className="text-sm text-muted-foreground">No photo attached.</p>;
  if (url.isLoading) return <Skeleton className="h-40 w-full" />;
  if (url.error || !url.data)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ImageOff className="size-4" aria-hidden /> The photo could not be loaded.
      </p>
    );
  return (
    <a href={url.data} target="_blank" rel="noopener noreferrer" className="block">
      <img src={url.data} alt="W2G document" className="max-h-80 w-full rounded-md border object-contain" />
    </a>
  );
}
