import { ImageOff } from 'lucide-react';

/** The post's image, or 'No image provided.'. */
export function PostImage({ url }: { url: string | null }) {
  if (!url) {
    return (
      <div className="flex items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
        <ImageOff className="size-4" aria-hidden />
        No image provided.
      </div>
    );
  }
  return <img src={url} alt="Shared win" loading="lazy" className="max-h-[28rem] w-full rounded-lg border bg-muted/40 object-contain" />;
}
