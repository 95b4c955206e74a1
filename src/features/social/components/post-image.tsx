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
  // The box has its size before the picture arrives (4:3, at most 28rem tall; the picture fits inside it), so the
  // reactions under it do not jump down under a finger when it loads.
  return (
    <img
      src={url}
      alt="Shared win"
      loading="lazy"
      className="aspect-[4/3] max-h-[28rem] w-full rounded-lg border bg-muted/40 object-contain"
    />
  );
}
