import { useEffect, useId, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { checkChosenImage, IMAGE_ACCEPT, IMAGE_TYPES_LABEL } from '@/lib/image-upload';

interface ImageFieldProps {
  value: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
  /** Reports a rejected file (not an image, too large, or unreadable here) to show under the field. */
  onInvalid(message: string | null): void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Shows a local file through an object URL that is revoked when the file changes. */
function FilePreview({ file }: { file: File }) {
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imgRef.current) imgRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imgRef} alt="Preview of your upload" className="max-h-72 w-full rounded-lg border bg-muted/40 object-contain" />;
}

/** Picks one image and previews it (a photo this browser cannot read is refused at once); the upload compresses it. */
export function ImageField({ value, onChange, disabled, onInvalid, id, ...aria }: ImageFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;

  return (
    <div className="space-y-2">
      {value ? (
        <div className="relative">
          <FilePreview file={value} />
          <Button
            variant="secondary"
            size="icon"
            className="absolute top-2 right-2 size-8 rounded-full shadow"
            aria-label="Remove image"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <X />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed bg-muted/30 px-4 py-6 text-center text-sm text-muted-foreground hover:bg-muted/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
        >
          <ImagePlus className="size-6 text-primary" aria-hidden />
          <span>
            <span className="font-medium text-primary">Choose an image</span> of your win
          </span>
          <span className="text-xs">{IMAGE_TYPES_LABEL}</span>
        </label>
      )}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        disabled={disabled}
        {...aria}
        // Cleared on each open so choosing the same file again still reports a change.
        onClick={(e) => {
          e.currentTarget.value = '';
        }}
        onChange={(e) => {
          const input = e.target;
          const file = input.files?.[0] ?? null;
          if (!file) return;
          // A large photo is fine here (the upload shrinks it); one that cannot be read is refused before Post.
          void checkChosenImage(file, Number.POSITIVE_INFINITY).then((invalid) => {
            if (invalid) {
              input.value = '';
              onInvalid(invalid);
              onChange(null);
              return;
            }
            onInvalid(null);
            onChange(file);
          });
        }}
      />
    </div>
  );
}
